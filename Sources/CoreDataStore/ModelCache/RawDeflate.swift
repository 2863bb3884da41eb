internal import CZlib

/// Compresses as Core Data compresses `Z_MODELCACHE`: a raw DEFLATE stream (RFC 1951, no zlib or
/// gzip header), zlib's `deflateInit2` with window bits −15; `RawInflate` reads it back.
package enum RawDeflate {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    package static func deflate(_ input: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "zlib could not start compressing")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 64)
        var source = input
        let status: Int32 = source.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure(description: "zlib could not compress the model cache (status \(status))") }
        return Array(output.prefix(Int(stream.total_out)))
    }
}
