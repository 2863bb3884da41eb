import Crypto
import FoundationEssentials
import HostSystem

/// A fingerprint of bytes or text (base64 of their SHA-256): equal fingerprints mean equal
/// contents, so a record can hold the fingerprint instead of the contents and still tell a change.
package enum ContentDigest {
    package static func sha256(_ bytes: some DataProtocol) -> String {
        Data(SHA256.hash(data: bytes)).base64EncodedString()
    }

    package static func sha256(_ text: String) -> String { sha256(Data(text.utf8)) }
}
