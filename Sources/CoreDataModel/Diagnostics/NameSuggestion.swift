/// "Did you mean …?": the known name closest to a misspelt one, for every message that names a
/// typo (XML attributes, subcommands, options).
package enum NameSuggestion {
    /// The candidate nearest to `word` by edit distance (letter case ignored), or nil when even the
    /// nearest one differs in more than a third of its letters: a suggestion must look like a typo.
    package static func nearest(to word: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(1, max(typed.count, best.name.count) / 3) else { return nil }
        return best.name
    }

    /// Levenshtein distance, with a swap of two neighbouring letters counted as one edit
    /// (the most common typing slip).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            let beforePrevious = previousRow
            previousRow = row
            row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previousRow[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }
}
