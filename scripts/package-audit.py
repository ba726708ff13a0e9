#!/usr/bin/env python3
"""Keeps `package` only on what another module or a test target names.

Names shared between the playground's modules are `package` (Package.swift).
A `package` declaration that no other module and no test target uses is
internal instead. This script finds them and, with --write, drops the keyword.

    scripts/package-audit.py            # report: counts and what would change
    scripts/package-audit.py --list     # also every declaration it would trim
    scripts/package-audit.py --write    # edit Sources/ in place
    swift build --build-tests           # then check that all still builds

It is idempotent: a second --write changes nothing, and after a merge it is
rerun on the merged tree (a name a merged branch uses elsewhere stays
`package`; one nobody uses any more loses it).

The rules, conservative (a name kept when in doubt):
- a declaration stays `package` when its name occurs, as a whole word, in the
  Swift code (comments left out, strings kept) of another module under
  Sources/ or of a test target under Tests/ (the runtime-compiled user files
  under Tests/BehaviorFiles and Tests/ViewFiles see only `public` names and
  do not count);
- an initializer or subscript follows its type; an initializer also needs
  its type's name called (or `.init(label:`) in another module;
- a member follows its type: a member of a type that is not `package` (or
  that loses it) is internal whatever its name;
- what a kept declaration's signature names (its line(s) up to the body: the
  types of parameters, results, stored values, conformances, default
  values) stays `package`, and so does the type that encloses a kept type;
- members that satisfy a requirement of a kept protocol (by name), operators
  and the standard library's protocol requirements (`description`, `hash`,
  `==`, ...) stay `package` with their type;
- KEEP below names what the compiler asks for beyond these rules.

A trimmed declaration is `private` instead of internal when only its own
file names it (and, for a member, only its type and that type's extensions
in that file): functions, static values and computed properties. Stored
instance properties (the memberwise initializer follows them), types,
initializers, protocol witnesses and what a signature or default value
names stay internal.
"""
import os
import re
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
TESTS = os.path.join(ROOT, "Tests")
# Compiled at run time against ScrollKitUI's public names only.
USER_FILE_DIRS = {"BehaviorFiles", "ViewFiles"}

# Requirements of the standard library's protocols a package type may
# satisfy with package members (the conformance needs them package).
STDLIB_REQUIREMENTS = {
    "description", "debugDescription", "hash", "hashValue", "encode", "makeIterator", "next",
    "startIndex", "endIndex", "index", "id", "rawValue", "errorDescription", "allCases",
    "callAsFunction", "count", "isEmpty",
}

# "Module:Name" or "Module:Type.member" kept `package` although no other
# module names it (the compiler needs it: a default argument, an
# @inlinable body, a requirement these rules cannot see).
KEEP = set()

DECL = re.compile(
    r"^(?P<indent>[ \t]*)(?P<pre>(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:nonisolated|static|class|final|mutating|nonmutating|override|convenience|required|indirect|lazy|weak|unowned|dynamic|optional)\s+)*)"
    r"package(?P<setter>\s+(?:private|fileprivate|internal)\(set\))?\s+"
    r"(?P<mods>(?:(?:nonisolated(?:\(unsafe\))?|static|class|final|mutating|nonmutating|override|convenience|required|indirect|lazy|weak|unowned|dynamic)\s+)*)"
    r"(?P<kind>func|var|let|init|struct|enum|class|subscript|typealias|protocol|actor|case)\b"
    r"(?P<rest>.*)$"
)
TYPE_KINDS = ("struct", "enum", "class", "protocol", "actor")
HEADER = re.compile(r"\b(struct|enum|class|protocol|extension|actor)\s+(?!func\b|var\b|let\b)([A-Za-z_][\w.]*)")
WORD = re.compile(r"[A-Za-z_]\w*")


def mask(text, keep_strings):
    """Blanks comments (and, unless keep_strings, string literals), keeping
    every newline and column so line numbers stay."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group(0))
            j = i + hashes
            if text.startswith('"""', j):
                end = '"""' + "#" * hashes
                k = text.find(end, j + 3)
                k = n if k < 0 else k + len(end)
            else:
                end = '"' + "#" * hashes
                k = j + 1
                while k < n and text[k] != "\n":
                    if text[k] == "\\" and not hashes:
                        k += 2
                        continue
                    if text.startswith(end, k):
                        k += len(end)
                        break
                    k += 1
            seg = text[i:k]
            out.append(seg if keep_strings else re.sub(r"[^\n]", " ", seg))
            i = k
        else:
            out.append(c)
            i += 1
    return "".join(out)


class Decl:
    def __init__(self, module, path, line, kind, name, owner, signature, m):
        self.module, self.path, self.line = module, path, line
        self.kind, self.name, self.owner = kind, name, owner
        self.signature, self.match = signature, m
        self.qualified = None  # for types: Outer.Inner
        self.keep = False

    def key(self):
        return f"{self.module}:{self.owner + '.' if self.owner else ''}{self.name}"


def swift_files(top):
    for dirpath, dirs, files in os.walk(top):
        dirs.sort()
        for f in sorted(files):
            if f.endswith(".swift"):
                yield os.path.join(dirpath, f)


def module_of(path):
    rel = os.path.relpath(path, ROOT).split(os.sep)
    return rel[0] + "/" + rel[1]


# The brace ranges of each file's types and extensions: path -> [(name, start, end)].
SCOPES = defaultdict(list)


def parse(path, module):
    """The `package` declarations of a file, each with its enclosing type,
    and every type declared in it (package or not)."""
    text = open(path, encoding="utf-8").read()
    code = mask(text, keep_strings=False)
    lines = code.split("\n")
    decls, types = [], []
    # Line starts, to map offsets to lines.
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln) + 1)
    decl_at = {}
    for idx, ln in enumerate(lines):
        m = DECL.match(ln)
        if m:
            decl_at[idx] = m
    brace_positions = [i for i, ch in enumerate(code) if ch in "{}"]
    # Rebuild the stack per line cheaply: walk braces in order with lines.
    stack = []
    bi = 0
    last = 0
    for idx, ln in enumerate(lines):
        line_start = starts[idx]
        if idx in decl_at:
            m = decl_at[idx]
            owner_entry = None
            if stack and stack[-1][0] == "type":
                owner_entry = stack[-1]
            elif stack:
                owner_entry = ("block",)
            if owner_entry is None or owner_entry[0] == "type":
                kind = m.group("kind")
                rest = m.group("rest")
                if kind in ("init", "subscript"):
                    name = kind
                else:
                    nm = re.match(r"\s*`?([A-Za-z_]\w*|[^\s\w(<]+)`?", rest)
                    name = nm.group(1) if nm else "?"
                # The signature: from this line up to the body's brace (or
                # the end of a stored value's line).
                sig = ln
                j = idx
                depth = ln.count("(") - ln.count(")")
                while depth > 0 and j + 1 < len(lines) and j - idx < 40:
                    j += 1
                    sig += "\n" + lines[j]
                    depth += lines[j].count("(") - lines[j].count(")")
                owner = owner_entry[1] if owner_entry else None
                d = Decl(module, path, idx, kind, name, owner, sig, m)
                decls.append(d)
                if kind in TYPE_KINDS:
                    d.qualified = (owner + "." + name) if owner else name
        # Advance the brace stack through this line.
        end = starts[idx + 1]
        while bi < len(brace_positions) and brace_positions[bi] < end:
            i = brace_positions[bi]
            bi += 1
            if code[i] == "}":
                if stack:
                    e = stack.pop()
                    if e[0] == "type":
                        SCOPES[path].append((e[1], e[3], i))
                last = i + 1
                continue
            header = code[last:i]
            last = i + 1
            found = list(HEADER.finditer(header))
            opener = None
            if found:
                h = found[-1]
                tail = header[h.end():]
                if not re.search(r"\b(func|var|let|init|subscript)\b|=", tail):
                    opener = h
            outer = next((e for e in reversed(stack) if e[0] == "type"), None)
            inside_block = bool(stack) and stack[-1][0] == "block"
            if opener and not inside_block:
                kind, name = opener.group(1), opener.group(2)
                q = name if (kind == "extension" or outer is None) else outer[1] + "." + name
                stack.append(("type", q, kind, i))
                if kind != "extension":
                    # Its modifiers: the header's line up to the keyword.
                    line_head = header[: h.start()].split("\n")[-1]
                    types.append((q, kind, re.search(r"\b(public|open)\b", line_head) is not None))
            else:
                stack.append(("block",))
    return decls, types


def body_text(path, decl):
    """A protocol's body (its requirements' names)."""
    code = mask(open(path, encoding="utf-8").read(), keep_strings=False).split("\n")
    depth, out, started = 0, [], False
    for ln in code[decl.line:]:
        out.append(ln)
        depth += ln.count("{") - ln.count("}")
        if "{" in ln:
            started = True
        if started and depth <= 0:
            break
    return "\n".join(out[1:])


def main():
    write = "--write" in sys.argv
    listing = "--list" in sys.argv
    files = [p for p in swift_files(SOURCES)]
    test_files = [p for p in swift_files(TESTS) if os.path.relpath(p, TESTS).split(os.sep)[0] not in USER_FILE_DIRS]
    words_by_module = defaultdict(set)
    for p in files + test_files:
        words_by_module[module_of(p)].update(WORD.findall(mask(open(p, encoding="utf-8").read(), keep_strings=True)))
    text_by_module = defaultdict(list)
    for p in files + test_files:
        text_by_module[module_of(p)].append(mask(open(p, encoding="utf-8").read(), keep_strings=True))
    all_modules = sorted(words_by_module)

    # Members are reached from another module as `.name` (or bare, inside
    # that module's extension or subclass of the type).
    dotted_by_module = defaultdict(set)
    extension_words = defaultdict(lambda: defaultdict(set))  # module -> type name -> words
    for p in files + test_files:
        t = mask(open(p, encoding="utf-8").read(), keep_strings=True)
        dotted_by_module[module_of(p)].update(re.findall(r"\.\s*`?([A-Za-z_]\w*)", t))
        words = None
        for e in re.findall(r"\b(?:extension\s+[\w.]*?|(?:class|struct|enum|actor)\s+\w+\s*(?:<[^>]*>)?\s*:\s*[\w.]*?)\b(\w+)\b", t):
            words = words or set(WORD.findall(t))
            extension_words[module_of(p)][e] |= words

    def used_elsewhere(module, name):
        return any(name in words_by_module[m] for m in all_modules if m != module)

    def member_used_elsewhere(module, owner, name):
        simple = owner.split(".")
        return any(
            name in dotted_by_module[m] or any(name in extension_words[m].get(o, ()) for o in simple)
            for m in all_modules if m != module
        )

    def elsewhere_matches(module, pattern):
        rx = re.compile(pattern)
        return any(rx.search(t) for m in all_modules if m != module for t in text_by_module[m])

    decls, types_by_module = [], defaultdict(dict)
    for p in files:
        mod = module_of(p)
        ds, ts = parse(p, mod)
        decls += ds
        for q, kind, header in ts:
            types_by_module[mod].setdefault(q, (kind, header))
    # The package types of each module, by qualified and by simple name.
    ptypes = defaultdict(dict)
    psimple = defaultdict(lambda: defaultdict(list))
    pnames = defaultdict(lambda: defaultdict(list))
    for d in decls:
        if d.kind in TYPE_KINDS:
            ptypes[d.module][d.qualified] = d
        if d.kind in TYPE_KINDS or d.kind == "typealias":
            psimple[d.module][d.name].append(d)
        pnames[d.module][d.name].append(d)

    def owner_type(d):
        """The enclosing type's declaration here, 'foreign' for a type of
        another module (extended here), or None for an internal one."""
        if d.owner is None:
            return "top"
        if d.owner in ptypes[d.module]:
            return ptypes[d.module][d.owner]
        # Extension of a nested type named by its last parts.
        for q, t in ptypes[d.module].items():
            if q.endswith("." + d.owner):
                return t
        local = [(q, pub) for q, (kind, pub) in types_by_module[d.module].items() if q == d.owner or q.endswith("." + d.owner)]
        if local:
            # A public type of this module keeps its package members as a
            # package type does; an internal one does not.
            return "foreign" if any(pub for _, pub in local) else None
        return "foreign"

    # The requirements of every protocol here (a package type's witness to
    # a public or package protocol's requirement must be package).
    all_requirements = set()
    for p in files:
        code = mask(open(p, encoding="utf-8").read(), keep_strings=False)
        for m in re.finditer(r"\bprotocol\s+\w+[^{]*\{", code):
            depth, j = 1, m.end()
            while j < len(code) and depth:
                depth += {"{": 1, "}": -1}.get(code[j], 0)
                j += 1
            all_requirements |= set(re.findall(r"\b(?:func|var|let|subscript)\s+`?([A-Za-z_]\w*)", code[m.end():j]))

    def requirement_names(proto):
        return set(re.findall(r"\b(?:func|var|let|subscript|init)\s+`?([A-Za-z_]\w*)", body_text(proto.path, proto)))

    def wanted(d):
        if d.key() in KEEP or f"{d.module}:{d.name}" in KEEP:
            return True
        if d.kind in ("init", "subscript"):
            return False  # decided with its type below
        if d.owner is None:
            return used_elsewhere(d.module, d.name)
        return member_used_elsewhere(d.module, d.owner, d.name)

    for d in decls:
        d.keep = wanted(d)
    changed = True
    while changed:
        changed = False

        def mark(t):
            nonlocal changed
            if not t.keep:
                t.keep = True
                changed = True

        requirements = set(all_requirements)
        for d in decls:
            o = owner_type(d)
            owner_kept = o in ("top", "foreign") or (isinstance(o, Decl) and o.keep)
            if d.kind in TYPE_KINDS and d.keep and isinstance(o, Decl):
                mark(o)
            if not owner_kept:
                continue
            if not d.keep and o != "top":
                if d.kind == "subscript":
                    mark(d)
                elif d.kind == "init":
                    tname = (d.owner or "").split(".")[-1]
                    first = re.match(r"\s*(?:<[^>]*>)?\s*\(\s*(\w+)", d.match.group("rest"))
                    label = first.group(1) if first and first.group(1) != "_" else None
                    if elsewhere_matches(d.module, rf"\b{re.escape(tname)}\s*(?:<[^>]*>)?\s*(?:\.init)?\s*\(") or (
                        label and elsewhere_matches(d.module, rf"\.init\(\s*{label}\s*:")
                    ) or (label is None and elsewhere_matches(d.module, r"\.init\(\s*\)")):
                        mark(d)
                    elif o == "foreign":
                        mark(d)  # an initializer added to another module's type
                elif d.name in requirements or d.name in STDLIB_REQUIREMENTS or not re.match(r"\w", d.name):
                    mark(d)
                elif re.search(r"\b(override|required)\b", d.match.group("pre") + d.match.group("mods")):
                    mark(d)
        for d in decls:
            o = owner_type(d)
            owner_kept = o in ("top", "foreign") or (isinstance(o, Decl) and o.keep)
            if not (d.keep and owner_kept):
                continue
            sig = d.signature
            if d.kind in TYPE_KINDS:
                sig = d.signature.split("{")[0]
            if d.kind == "enum":
                # Its cases' associated values.
                sig += "\n".join(re.findall(r"(?m)^\s*(?:indirect\s+)?case\s+[A-Za-z_].*$", body_text(d.path, d)))
            elif d.kind in ("var", "let") and "{" in sig:
                sig = sig.split("{")[0]
            for w in set(WORD.findall(sig)):
                for t in psimple[d.module].get(w, []):
                    mark(t)
            # Default values are compiled into the callers: what they name
            # stays visible to them.
            if d.kind in ("func", "init", "subscript"):
                for default in re.findall(r"=\s*([^,)]*)", sig.split("{")[0]):
                    for w in set(WORD.findall(default)):
                        for t in pnames[d.module].get(w, []):
                            mark(t)

    def effective(d):
        o = owner_type(d)
        owner_kept = o in ("top", "foreign") or (isinstance(o, Decl) and o.keep)
        return d.keep and owner_kept

    trim = [d for d in decls if not effective(d)]

    # Private where only its own file (and, for a member, only its type
    # there) names it: functions, static values and computed properties;
    # stored instance properties stay internal (the memberwise initializer
    # follows them), and so do types, initializers and protocol witnesses.
    words_by_file = {}
    for p in files + test_files:
        words_by_file[p] = set(WORD.findall(mask(open(p, encoding="utf-8").read(), keep_strings=True)))

    def can_be_private(d):
        if d.kind not in ("func", "var", "let") or not re.match(r"[A-Za-z_]", d.name):
            return False
        mods = d.match.group("pre") + d.match.group("mods")
        if re.search(r"\b(override|required|@objc|dynamic)\b", mods) or d.name in all_requirements or d.name in STDLIB_REQUIREMENTS:
            return False
        if d.match.group("setter"):
            return False
        static = re.search(r"\b(static|class)\b", mods) is not None
        if d.kind in ("var", "let") and d.owner and not static:
            rest = d.match.group("rest")
            computed = "{" in rest and "=" not in rest.split("{")[0]
            if not computed:
                return False
        if any(d.name in w for p, w in words_by_file.items() if p != d.path):
            return False
        text = mask(open(d.path, encoding="utf-8").read(), keep_strings=True)
        rx = re.compile(rf"(?<![\w$]){re.escape(d.name)}\b")
        uses = [m.start() for m in rx.finditer(text)]
        lines = text.split("\n")
        # A default value or a signature naming it must stay as visible as
        # what it is part of.
        for u in uses:
            ln = lines[text.count("\n", 0, u)]
            if u and re.search(r"\b(func|init|subscript|var|let|case)\b", ln) and not DECL.match(ln) and re.search(r"\b(private|fileprivate)\b", ln) is None:
                if not re.search(r"\b(let|var)\s+\w+\s*=", ln) or re.search(r"\b(func|init|subscript)\b", ln):
                    return False
        if d.owner:
            ranges = [(a, b) for q, a, b in SCOPES[d.path] if q == d.owner]
            if not all(any(a <= u <= b for a, b in ranges) for u in uses):
                return False
        return True

    private = {id(d) for d in trim if can_be_private(d)}
    count = lambda kinds: sum(1 for d in decls if d.kind in kinds)
    print(f"package declarations: {len(decls)} now, {len(decls) - len(trim)} kept, {len(trim)} to trim")
    for kinds in (("var",), ("let",), ("func",), ("init",), TYPE_KINDS, ("subscript", "typealias")):
        k = sum(1 for d in decls if d.kind in kinds and effective(d))
        print(f"  {'/'.join(kinds)}: {count(kinds)} -> {k}")
    print(f"  of those trimmed, private: {len(private)}")
    if listing:
        for d in trim:
            print(f"  {'private' if id(d) in private else 'internal'} {os.path.relpath(d.path, ROOT)}:{d.line + 1} {d.kind} {d.owner + '.' if d.owner else ''}{d.name}")
    if write:
        by_file = defaultdict(list)
        for d in trim:
            by_file[d.path].append(d)
        for path, ds in by_file.items():
            lines = open(path, encoding="utf-8").read().split("\n")
            for d in ds:
                ln = lines[d.line]
                m = DECL.match(ln)
                assert m, (path, d.line)
                setter = (m.group("setter") or "").strip()
                if setter == "internal(set)":
                    setter = ""
                if id(d) in private:
                    setter = "private"
                new = m.group("indent") + m.group("pre") + (setter + " " if setter else "") + m.group("mods") + m.group("kind") + m.group("rest")
                lines[d.line] = new
            open(path, "w", encoding="utf-8").write("\n".join(lines))
        print(f"wrote {len(by_file)} files")


if __name__ == "__main__":
    main()
