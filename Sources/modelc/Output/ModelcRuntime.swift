import ModelSource

/// Facts about the running binary that `--version` reports.
enum ModelcRuntime {
    /// `libxml2 2.9.14` — plus the headers' version when the loaded library differs from them.
    static var libxml2Line: String {
        let running = XMLLibraryVersion.running
        let compiled = XMLLibraryVersion.compiled
        return running == compiled ? "libxml2 \(running)" : "libxml2 \(running) (built with \(compiled))"
    }
}
