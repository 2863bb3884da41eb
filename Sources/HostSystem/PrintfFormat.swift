#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// printf-style formatting of one double (C locale: `.` decimal separator), which is what
/// Foundation's `String(format:)` gives for the conversions used here.
package enum PrintfFormat {
    /// `value` formatted with one printf conversion such as `%.3f` or `%0.16g`.
    package static func format(_ value: Double, _ format: String) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
        }
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList([value]) { arguments in
                buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
            }
        }
        return buffer.withUnsafeBufferPointer { pointer in
            pointer.baseAddress.map { String(cString: $0) } ?? ""
        }
    }

    /// Bytes as lowercase hexadecimal, two digits each (`%02x`).
    package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes { text.append(digits[Int(byte >> 4)]); text.append(digits[Int(byte & 0x0F)]) }
        return String(decoding: text, as: UTF8.self)
    }
}
