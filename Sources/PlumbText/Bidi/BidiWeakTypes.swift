/// Resolving weak types (UAX #9 §3.3.4, rules W1-W7) in one isolating run
/// sequence. "Each rule is applied to each of the values in the sequence in
/// order before moving on to the next rule" (the same rule sees its own
/// earlier changes, as W1 and W5 need).
extension BidiResolver {
    mutating func resolveWeakTypes(in sequence: BidiIsolatingRunSequence) {
        let indices = sequence.indices
        let count = indices.count

        // W1: an NSM takes the type of the previous character, ON after an
        // isolate initiator or PDI, sos at the start.
        var previous = sequence.sos
        var position = 0
        while position < count {
            let index = indices[position]
            let type = types[index]
            if type == .nsm {
                types[index] = previous
            } else {
                previous = type.isIsolateInitiator || type == .pdi ? .on : type
            }
            position += 1
        }

        // W2: an EN whose last strong type (or sos) is AL becomes AN.
        // W3: AL becomes R. (One pass: W2 reads the strong type before W3
        // changes it.)
        var lastStrong = sequence.sos
        position = 0
        while position < count {
            let index = indices[position]
            switch types[index] {
            case .l, .r:
                lastStrong = types[index]
            case .al:
                lastStrong = .al
                types[index] = .r
            case .en:
                if lastStrong == .al { types[index] = .an }
            default:
                break
            }
            position += 1
        }

        // W4: a single ES between two ENs becomes EN; a single CS between two
        // numbers of the same type becomes that type.
        position = 1
        while position + 1 < count {
            let index = indices[position]
            let type = types[index]
            if type == .es || type == .cs {
                let before = types[indices[position - 1]]
                let after = types[indices[position + 1]]
                if before == .en && after == .en {
                    types[index] = .en
                } else if type == .cs && before == .an && after == .an {
                    types[index] = .an
                }
            }
            position += 1
        }

        // W5: a sequence of ETs adjacent to an EN becomes ENs.
        position = 0
        while position < count {
            guard types[indices[position]] == .et else {
                position += 1
                continue
            }
            var end = position
            while end < count && types[indices[end]] == .et { end += 1 }
            let touchesNumber =
                (position > 0 && types[indices[position - 1]] == .en)
                || (end < count && types[indices[end]] == .en)
            if touchesNumber {
                while position < end {
                    types[indices[position]] = .en
                    position += 1
                }
            }
            position = end
        }

        // W6: remaining separators and terminators become ON.
        // W7: an EN whose last strong type (or sos) is L becomes L.
        lastStrong = sequence.sos
        position = 0
        while position < count {
            let index = indices[position]
            switch types[index] {
            case .es, .et, .cs:
                types[index] = .on
            case .l, .r:
                lastStrong = types[index]
            case .en:
                if lastStrong == .l { types[index] = .l }
            default:
                break
            }
            position += 1
        }
    }
}
