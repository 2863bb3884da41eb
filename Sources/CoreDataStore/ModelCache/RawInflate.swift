internal import CZlib

/// Inflates a raw DEFLATE stream (RFC 1951: no zlib or gzip header), as `Z_MODELCACHE` stores
/// its model: zlib's `inflateInit2` with window bits −15.
enum RawInflate {
    struct Failure: Error { var message: String }

    /// - Parameter limit: the most bytes to produce (a cache expands 1.4–2×; anything near the
    ///   limit is a bomb, not a model).
    static func inflate(_ input: [UInt8], limit: Int) throws -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(message: "zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = input
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let result: Int32 = chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                output.append(contentsOf: chunk[0..<produced])
                if output.count > limit { return Z_MEM_ERROR }
                if result == Z_STREAM_END { return Z_STREAM_END }
                if result == Z_OK { continue }
                // Z_BUF_ERROR with input left means no progress is possible: a truncated stream.
                return result
            }
        }
        switch status {
        case Z_STREAM_END: return output
        case Z_MEM_ERROR: throw Failure(message: "inflates to more than \(limit) bytes")
        case Z_BUF_ERROR: throw Failure(message: "the compressed stream is truncated")
        default:
            let detail = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
            throw Failure(message: "not a raw DEFLATE stream (\(detail))")
        }
    }
}
