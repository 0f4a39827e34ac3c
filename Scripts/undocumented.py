#!/usr/bin/env python3
"""Counts the public declarations that have no documentation comment, from symbol graphs.

  undocumented.py SYMBOL_GRAPH_DIR [--list] [--kind types|modifiers|members] [--module NAME]

  Scripts/docs.sh --symbol-graphs /tmp/graphs && Scripts/undocumented.py /tmp/graphs --list

Reads every `*.symbols.json` in SYMBOL_GRAPH_DIR (what `Scripts/docs.sh` extracts with
`swift-symbolgraph-extract`: public symbols, without the members protocol extensions
synthesize on every conforming type) and prints, per module and in total, how many public
declarations of each kind have no `///` comment:

  types      structures, classes, enumerations, protocols, type aliases
  modifiers  methods of `View` (and of `Shape`, `InsettableShape`, `Text`, `Image`) that return
             a view: `padding(_:)`, `frame(width:height:alignment:)`, `bold()`...
  members    everything else: properties, initialisers, cases, other methods, operators

A member that implements a protocol requirement of the same module (`body`, a `Layout`'s
`sizeThatFits`) is counted apart, as "implementations": its requirement is documented once.
Names beginning with an underscore are SwiftUI's implementation details and are not counted.
`--list` prints each undocumented declaration as `file:line: kind name`, so an editor can jump
to it. Exit status 0; the counts are information, not a check.
"""
import collections
import glob
import json
import os
import sys

TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"}
METHOD_KINDS = {"swift.method", "swift.func"}
VIEW_OWNERS = {"View", "Shape", "InsettableShape", "Text", "Image"}


def declaration(symbol):
    return "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))


def returns_view(symbol):
    text = declaration(symbol)
    tail = text.rsplit("->", 1)[-1] if "->" in text else ""
    return any(word in tail for word in ("some View", "some Shape", "some InsettableShape", "Self", "Text", "Image"))


def classify(symbol, view_types):
    kind = symbol["kind"]["identifier"]
    if kind in TYPE_KINDS:
        return "types"
    path = symbol["pathComponents"]
    if kind in METHOD_KINDS and len(path) >= 2 and (path[0] in VIEW_OWNERS or path[0] in view_types) and returns_view(symbol):
        return "modifiers"
    return "members"


def read(directory):
    """Yields (module, symbols, relationships) per module, merging its extension files."""
    modules = collections.defaultdict(lambda: ([], []))
    for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
        graph = json.load(open(path))
        symbols, relationships = modules[graph["module"]["name"]]
        symbols.extend(graph["symbols"])
        relationships.extend(graph["relationships"])
    return modules


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if args else 2
    directory, listing, only_kind, only_module = args[0], "--list" in args, None, None
    if "--kind" in args:
        only_kind = args[args.index("--kind") + 1]
    if "--module" in args:
        only_module = args[args.index("--module") + 1]
    if not os.path.isdir(directory):
        print(f"undocumented.py: {directory}: not a directory", file=sys.stderr)
        return 2

    totals = collections.Counter()
    for module, (symbols, relationships) in sorted(read(directory).items()):
        if only_module and module != only_module:
            continue
        by_id = {symbol["identifier"]["precise"]: symbol for symbol in symbols}
        parent = {r["source"]: r["target"] for r in relationships if r["kind"] == "memberOf"}
        conforms = collections.defaultdict(set)
        for r in relationships:
            if r["kind"] == "conformsTo":
                conforms[r["source"]].add(r.get("targetFallback", r["target"]).split(".")[-1])
        requirement_names = collections.defaultdict(set)   # protocol name -> requirement names
        for r in relationships:
            if r["kind"] in ("requirementOf", "optionalRequirementOf") and r["source"] in by_id:
                owner = by_id.get(r["target"])
                if owner:
                    requirement_names[owner["names"]["title"]].add(by_id[r["source"]]["pathComponents"][-1])
        view_types = {by_id[source]["pathComponents"][-1] for source, targets in conforms.items()
                      if source in by_id and targets & {"View", "Shape", "InsettableShape"}}

        counts, missing = collections.Counter(), []
        for symbol in symbols:
            path = symbol["pathComponents"]
            if any(component.startswith("_") for component in path):
                continue
            if symbol["kind"]["identifier"] == "swift.module":
                continue
            category = classify(symbol, view_types)
            counts[category] += 1
            if symbol.get("docComment", {}).get("lines"):
                continue
            owner = parent.get(symbol["identifier"]["precise"])
            implements = owner is not None and any(
                path[-1] in requirement_names.get(protocol, ()) for protocol in conforms.get(owner, ()))
            if implements and category != "types":
                counts["implementations"] += 1
                continue
            counts[category + " undocumented"] += 1
            missing.append((category, symbol))

        print(f"{module}: " + ", ".join(
            f"{category} {counts[category + ' undocumented']} of {counts[category]}"
            for category in ("types", "modifiers", "members"))
            + f" undocumented; {counts['implementations']} requirement implementations without their own comment")
        totals.update(counts)
        if listing:
            for category, symbol in sorted(missing, key=lambda m: (m[0], location(m[1]))):
                if only_kind and category != only_kind:
                    continue
                print(f"  {location(symbol)}: {symbol['kind']['identifier'].removeprefix('swift.')} {'/'.join(symbol['pathComponents'])}")

    undocumented = sum(totals[c + " undocumented"] for c in ("types", "modifiers", "members"))
    public = sum(totals[c] for c in ("types", "modifiers", "members"))
    print(f"total: {undocumented} of {public} public declarations undocumented (types {totals['types undocumented']}, "
          f"modifiers {totals['modifiers undocumented']}, members {totals['members undocumented']}); "
          f"{totals['implementations']} requirement implementations")
    return 0


def location(symbol):
    where = symbol.get("location")
    if not where:
        return "?"
    path = where["uri"].removeprefix("file://")
    path = os.path.relpath(path) if path.startswith("/") else path
    return f"{path}:{where['position']['line'] + 1}"


if __name__ == "__main__":
    sys.exit(main())
