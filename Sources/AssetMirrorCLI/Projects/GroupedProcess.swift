import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program that may never end (a `Package.swift` a pull request brings is code) in a
/// process group of its own, and ends the whole group — the program and every process it
/// started — when a time limit passes or when this process ends, however it ends.
///
/// The group's leader is `/bin/sh` holding a watcher that reads a pipe whose only writer is this
/// process: when this process exits, is interrupted (SIGINT, SIGTERM) or killed (SIGKILL), the
/// system closes the pipe, the watcher reads its end and kills the group. No signal handler
/// is needed, and none could run on SIGKILL.
struct GroupedProcess {
    struct Ended {
        var status: Int32
        var stdout: Data
        var stderr: Data
    }

    enum Failure: Error {
        case couldNotStart(errno: Int32)
        /// The time limit passed; the group was killed.
        case timedOut(seconds: Double)
    }

    /// The watcher, then the program with its status; `$0` is `sh`, the program and its
    /// arguments follow. The program's stdin is /dev/null and it holds no copy of the pipe.
    private static let script = """
        ( read _ignored; kill -KILL 0 ) <&3 &
        watcher=$!
        "$@" </dev/null 3<&-
        status=$?
        kill -KILL "$watcher" 2>/dev/null
        exit "$status"
        """

    /// Runs `executable arguments…`, output to files in the temporary folder, for at most
    /// `seconds`.
    static func run(_ executable: String, _ arguments: [String], timeout seconds: Double) throws -> Ended {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "assetmirror-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stdoutPath = scratch.appendingPathComponent("stdout").path
        let stderrPath = scratch.appendingPathComponent("stderr").path

        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw Failure.couldNotStart(errno: errno) }
        // The writing end stays in this process only: no child started here, now or by
        // another thread, may hold it, or the watcher would never see it close.
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
        defer {
            close(pipeEnds[0])
            close(pipeEnds[1])
        }

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 3)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ["/bin/sh", "-c", script, "sh", executable] + arguments
        var cArguments = argv.map { strdup($0) }
        cArguments.append(nil)
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArguments, environ)
        guard spawned == 0 else { throw Failure.couldNotStart(errno: spawned) }

        let deadline = Date().addingTimeInterval(seconds)
        var pause = 0.005
        // Waited for without being reaped (WNOWAIT): until the leader is reaped, its group's id
        // cannot name another process, so killing the group cannot hit a stranger.
        while !Self.hasEnded(pid) {
            if Date() >= deadline {
                kill(-pid, SIGKILL)
                _ = Self.reap(pid)
                throw Failure.timedOut(seconds: seconds)
            }
            Thread.sleep(forTimeInterval: pause)
            pause = min(pause * 2, 0.1)
        }
        // The program is done; anything it left in its group ends with it.
        kill(-pid, SIGKILL)
        let status = Self.reap(pid)
        let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Ended(
            status: exitStatus, stdout: FileManager.default.contents(atPath: stdoutPath) ?? Data(),
            stderr: FileManager.default.contents(atPath: stderrPath) ?? Data())
    }

    /// Whether the child `pid` has exited, leaving it to be reaped.
    private static func hasEnded(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return errno != EINTR }
        return info.si_signo == SIGCHLD
    }

    /// Reaps the child `pid`; its wait status.
    private static func reap(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }
}
