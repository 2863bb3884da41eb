#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a program that ran printed and how it ended.
package struct ProgramRun: Sendable {
    /// The exit status, or the number of the signal that ended the program.
    package var status: Int32
    package var output: [UInt8]
    package var errorOutput: [UInt8]
}

/// A program that could not be started at all (the reason in the system's words).
package struct ProgramStartFailure: Error, CustomStringConvertible {
    package var description: String
}

extension ProgramRun {
    /// Runs `executable` (a path) with `arguments`, standard input from /dev/null, and collects both
    /// output streams. Both pipes are drained together (poll), so a program that fills one while
    /// we wait on the other cannot stall. Foundation's `Process` is not used: it drags all of
    /// Foundation (and ICU) into the binary.
    package static func run(_ executable: String, arguments: [String], environment: [String: String]? = nil) throws -> ProgramRun {
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw startFailure(executable) }
        guard pipe(&errorPipe) == 0 else {
            let failure = startFailure(executable)
            close(outputPipe[0]); close(outputPipe[1])
            throw failure
        }
        var parentEnds: [Int32] = [outputPipe[0], errorPipe[0]]
        defer { for descriptor in parentEnds where descriptor >= 0 { close(descriptor) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } }
        defer { envp?.forEach { free($0) } }

        var pid = pid_t()
        let spawned = (argv + [nil]).withUnsafeBufferPointer { arguments -> Int32 in
            guard let argumentList = arguments.baseAddress else { return EINVAL }
            guard let envp else { return posix_spawn(&pid, executable, &actions, nil, argumentList, environ) }
            return (envp + [nil]).withUnsafeBufferPointer { variables -> Int32 in
                posix_spawn(&pid, executable, &actions, nil, argumentList, variables.baseAddress)
            }
        }
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            throw ProgramStartFailure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }

        var collected: [[UInt8]] = [[], []]
        var buffer = [UInt8](repeating: 0, count: 65536)
        while parentEnds.contains(where: { $0 >= 0 }) {
            var watched = parentEnds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&watched, nfds_t(watched.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for (index, entry) in watched.enumerated() where entry.fd >= 0 && entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: buffer.prefix(count))
                } else if count == 0 || errno != EINTR {
                    close(entry.fd)
                    parentEnds[index] = -1
                }
            }
        }

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return ProgramRun(status: -1, output: collected[0], errorOutput: collected[1]) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        let signal = status & 0x7f
        return ProgramRun(status: signal == 0 ? (status >> 8) & 0xff : signal, output: collected[0], errorOutput: collected[1])
    }

    private static func startFailure(_ executable: String) -> ProgramStartFailure {
        ProgramStartFailure(description: "cannot run \(executable): \(String(cString: strerror(errno)))")
    }
}
