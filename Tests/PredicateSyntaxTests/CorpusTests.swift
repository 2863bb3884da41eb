import Foundation
import PredicateSyntax
import XCTest

/// Every `predicateString` / `derivationExpression` in `shared/corpus` (real model files)
/// must parse, and print idempotently.
final class CorpusTests: XCTestCase {
    func testCorpusStringsParse() throws {
        let corpus = try SharedReference.path("corpus")
        guard let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else {
            throw XCTSkip("cannot enumerate \(corpus.path)")
        }
        var checked = 0
        for case let url as URL in walker where url.lastPathComponent == "contents" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for (attribute, value) in Self.attributes(in: text) {
                checked += 1
                do {
                    let printed = attribute == "derivationExpression"
                        ? try parseExpression(value).format : try parsePredicate(value).format
                    let reprinted = attribute == "derivationExpression"
                        ? try parseExpression(printed).format : try parsePredicate(printed).format
                    XCTAssertEqual(reprinted, printed, "\(url.path): \(value)")
                } catch {
                    XCTFail("\(url.path): \(attribute)=\(value): \(error)")
                }
            }
        }
        print("corpus: checked \(checked) predicate/derivation strings")
    }

    /// `predicateString="…"` and `derivationExpression="…"` values, XML-unescaped.
    static func attributes(in xml: String) -> [(String, String)] {
        var results: [(String, String)] = []
        for name in ["predicateString", "derivationExpression"] {
            var rest = xml[...]
            let marker = name + "=\""
            while let range = rest.range(of: marker) {
                let valueStart = range.upperBound
                guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
                results.append((name, unescapeXML(String(rest[valueStart..<end]))))
                rest = rest[rest.index(after: end)...]
            }
        }
        return results
    }

    static func unescapeXML(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "quot": result += "\""
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "apos": result += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    func testXMLUnescaping() {
        XCTAssertEqual(Self.unescapeXML("a &lt; 1 &amp;&amp; b == &quot;x&quot; &#65;&#x42;"), "a < 1 && b == \"x\" AB")
    }
}
