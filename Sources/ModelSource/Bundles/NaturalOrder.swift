import CoreDataModel

/// Orders version names the way people number them: `Model 2` before `Model 10`.
///
/// Runs of ASCII digits compare by numeric value, everything else by Unicode scalar; names that
/// compare equal that way (`v01` / `v1`) fall back to plain scalar order, so the order is total and
/// stable across platforms.
package enum NaturalOrder {
    package static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.unicodeScalars)
        let right = Array(rhs.unicodeScalars)
        var i = 0
        var j = 0
        while i < left.count, j < right.count {
            if isDigit(left[i]), isDigit(right[j]) {
                let leftRun = digitRun(left, from: &i)
                let rightRun = digitRun(right, from: &j)
                if leftRun.count != rightRun.count { return leftRun.count < rightRun.count }
                if leftRun != rightRun { return leftRun.lexicographicallyPrecedes(rightRun) }
            } else {
                if left[i] != right[j] { return left[i].value < right[j].value }
                i += 1
                j += 1
            }
        }
        if left.count - i != right.count - j { return left.count - i < right.count - j }
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) { $0.value < $1.value }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 48 && scalar.value <= 57
    }

    /// The digits starting at `index` without leading zeros (as scalar values); advances `index`.
    private static func digitRun(_ scalars: [Unicode.Scalar], from index: inout Int) -> [UInt32] {
        var run: [UInt32] = []
        while index < scalars.count, isDigit(scalars[index]) {
            if !(run.isEmpty && scalars[index].value == 48) { run.append(scalars[index].value) }
            index += 1
        }
        return run
    }
}
