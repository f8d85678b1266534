//! The module graph of a crate has no cycle, apart from a module and its own children.
//!
//! Reads every `.rs` file under a source folder (the `bin/` folder aside: those are crates of
//! their own), collects the paths that reach other modules (`crate::…`, `super::…`, `self::…`,
//! and the trees of `use` items), follows `use` items (re-exports among them) to the file that defines a name,
//! and looks for cycles twice: between top-level modules, and between files. An edge between a
//! module and one of its descendants is never part of a cycle: a parent and its children are one
//! unit.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path from the crate root: `[]` is the root, `["ai", "search"]` is `ai::search`.
type ModPath = Vec<String>;

/// One reference from a file to a path, with the line it is on.
struct Reference {
    line: usize,
    path: ModPath,
}

/// Everything read from one file.
#[derive(Default)]
struct FileModule {
    file: PathBuf,
    /// Inline modules (`mod tests { … }`), as full paths.
    inline: Vec<ModPath>,
    /// The names the file's `use` items bring in (public or not: a child sees both through
    /// `super::`) → the full path each names.
    imports: BTreeMap<String, ModPath>,
    references: Vec<Reference>,
}

/// The crate: each module file by its module path.
struct Crate {
    files: BTreeMap<ModPath, FileModule>,
}

/// The text with comments, strings and character literals blanked out (newlines kept, so line
/// numbers survive).
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !is_ident(chars.get(i.wrapping_sub(1)).copied()) {
            // A raw string: r"…" or r#"…"#.
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            if chars.get(i + 1 + hashes) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            let close: String = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
            let body_start = i + 2 + hashes;
            let rest: String = chars[body_start..].iter().collect();
            let end = rest.find(&close).map(|b| body_start + rest[..b].chars().count() + close.chars().count()).unwrap_or(chars.len());
            for &ch in &chars[i..end] {
                out.push(blank(ch));
            }
            i = end;
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < chars.len() {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' && (next == Some('\\') || chars.get(i + 2) == Some(&'\'')) {
            // A character literal (a lifetime has no closing quote).
            let end = if next == Some('\\') { (i + 3..chars.len()).find(|&j| chars[j] == '\'').unwrap_or(chars.len() - 1) } else { i + 2 };
            for _ in i..=end {
                out.push(' ');
            }
            i = end + 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn is_ident(c: Option<char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || c == '_')
}

/// The words and `::`, braces, commas and semicolons of code, each with its line.
fn tokens(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c.is_alphanumeric() || c == '_' || c == '$' {
                let start = i;
                i += 1;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                out.push((n + 1, chars[start..i].iter().collect()));
            } else if c == ':' && chars.get(i + 1) == Some(&':') {
                out.push((n + 1, "::".into()));
                i += 2;
            } else if c.is_whitespace() {
                i += 1;
            } else {
                out.push((n + 1, c.to_string()));
                i += 1;
            }
        }
    }
    out
}

/// The module path of a file under the source folder (`None` for a file outside the crate).
fn module_path(relative: &Path) -> Option<ModPath> {
    let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    if parts.first().is_some_and(|p| p == "bin") {
        return None;
    }
    let last = parts.pop()?;
    let stem = last.strip_suffix(".rs")?;
    if parts.is_empty() && (stem == "lib" || stem == "main") {
        return Some(Vec::new());
    }
    if stem != "mod" {
        parts.push(stem.to_string());
    }
    Some(parts)
}

/// Expands a `use` tree starting at token `i` (just after `use`) into full paths, given the
/// module the item stands in. Returns the paths, the name each is imported as, and where the
/// item ends.
fn use_tree(toks: &[(usize, String)], mut i: usize, here: &ModPath, prefix: ModPath, out: &mut Vec<(ModPath, String)>) -> usize {
    let mut path = prefix;
    let mut first = path.is_empty();
    while i < toks.len() {
        let t = toks[i].1.as_str();
        match t {
            "::" => {}
            "{" => {
                i += 1;
                loop {
                    i = use_tree(toks, i, here, path.clone(), out);
                    match toks.get(i).map(|t| t.1.as_str()) {
                        Some(",") => i += 1,
                        _ => break,
                    }
                    if toks.get(i).is_some_and(|t| t.1 == "}") {
                        break;
                    }
                }
                // Past the closing brace.
                return i + 1;
            }
            "," | "}" | ";" => return i,
            "as" => {
                let alias = toks.get(i + 1).map(|t| t.1.clone()).unwrap_or_default();
                out.push((path.clone(), alias));
                return i + 2;
            }
            "*" => {
                out.push((path.clone(), "*".into()));
                return i + 1;
            }
            word => {
                if first {
                    path = start_of(word, here).unwrap_or_else(|| {
                        // A path relative to this module (a child, or an outside crate).
                        let mut p = here.clone();
                        p.push(word.to_string());
                        p
                    });
                    first = false;
                } else if word == "super" {
                    path.pop();
                } else if word != "self" {
                    path.push(word.to_string());
                }
            }
        }
        i += 1;
        let end = matches!(toks.get(i).map(|t| t.1.as_str()), Some("," | "}" | ";" | "as")) ;
        if end && !matches!(toks.get(i).map(|t| t.1.as_str()), Some("as")) {
            let name = path.last().cloned().unwrap_or_default();
            out.push((path.clone(), name));
            return i;
        }
    }
    i
}

/// Where a path beginning with `word` starts, for the words that name a module of this crate.
fn start_of(word: &str, here: &ModPath) -> Option<ModPath> {
    match word {
        "crate" | "$crate" => Some(Vec::new()),
        "self" => Some(here.clone()),
        "super" => {
            let mut p = here.clone();
            p.pop();
            Some(p)
        }
        _ => None,
    }
}

fn read_file(file: &Path, relative: &Path, path: &ModPath) -> FileModule {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let toks = tokens(&code_only(&text));
    let mut module = FileModule { file: relative.to_path_buf(), ..FileModule::default() };
    // The inline module each token stands in: (path, brace depth at which it closes).
    let mut stack: Vec<(ModPath, usize)> = vec![(path.clone(), 0)];
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let here = stack.last().expect("the file's own module stays").0.clone();
        let (line, t) = (toks[i].0, toks[i].1.as_str());
        match t {
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                if stack.len() > 1 && stack.last().is_some_and(|s| s.1 == depth) {
                    stack.pop();
                }
            }
            "mod" if toks.get(i + 2).is_some_and(|t| t.1 == "{") => {
                let mut inner = here.clone();
                inner.push(toks[i + 1].1.clone());
                module.inline.push(inner.clone());
                stack.push((inner, depth));
                depth += 1;
                i += 3;
                continue;
            }
            "use" => {
                let mut paths = Vec::new();
                let end = use_tree(&toks, i + 1, &here, Vec::new(), &mut paths);
                for (p, name) in paths {
                    if name != "*" && here == *path {
                        module.imports.insert(name, p.clone());
                    }
                    module.references.push(Reference { line, path: p });
                }
                i = end.max(i + 1);
                continue;
            }
            _ => {
                if let Some(mut p) = start_of(t, &here) {
                    // `self` alone (a method receiver) is no path.
                    if t == "self" && toks.get(i + 1).is_none_or(|t| t.1 != "::") {
                        i += 1;
                        continue;
                    }
                    let mut j = i + 1;
                    while toks.get(j).is_some_and(|t| t.1 == "::") {
                        match toks.get(j + 1).map(|t| t.1.as_str()) {
                            Some("super") => {
                                p.pop();
                            }
                            Some(w) if is_ident(w.chars().next()) => p.push(w.to_string()),
                            _ => break,
                        }
                        j += 2;
                    }
                    module.references.push(Reference { line, path: p });
                    i = j;
                    continue;
                }
            }
        }
        i += 1;
    }
    module
}

impl Crate {
    fn read(src: &Path) -> Crate {
        let mut files = BTreeMap::new();
        let mut pending = vec![src.to_path_buf()];
        while let Some(dir) = pending.pop() {
            for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
                let file = entry.expect("a readable folder entry").path();
                if file.is_dir() {
                    pending.push(file);
                } else if let Some(path) = file.strip_prefix(src).ok().and_then(module_path) {
                    let relative = file.strip_prefix(src).expect("a file under the folder");
                    let module = read_file(&file, relative, &path);
                    files.insert(path, module);
                }
            }
        }
        assert!(files.contains_key(&Vec::new()), "{}: no lib.rs", src.display());
        Crate { files }
    }

    fn is_module(&self, path: &ModPath) -> bool {
        self.files.contains_key(path) || self.files.values().any(|f| f.inline.contains(path))
    }

    /// The file that holds `path`: the deepest module on it, following re-exports.
    fn resolve(&self, path: &ModPath, hops: usize) -> Option<ModPath> {
        let mut module: ModPath = Vec::new();
        for (k, seg) in path.iter().enumerate() {
            let mut next = module.clone();
            next.push(seg.clone());
            if self.is_module(&next) {
                module = next;
                continue;
            }
            let target = self.files.get(&module).and_then(|f| f.imports.get(seg));
            match target {
                Some(target) if hops < 8 && target != path => {
                    let mut rest = target.clone();
                    rest.extend(path[k + 1..].iter().cloned());
                    return self.resolve(&rest, hops + 1);
                }
                _ => break,
            }
        }
        // An inline module belongs to its file.
        while !self.files.contains_key(&module) {
            module.pop();
        }
        Some(module)
    }

    /// File → file edges, each with a witness (`file:line`), leaving out edges between a module
    /// and its ancestors or descendants.
    fn file_edges(&self) -> BTreeMap<ModPath, BTreeMap<ModPath, String>> {
        let mut edges: BTreeMap<ModPath, BTreeMap<ModPath, String>> = BTreeMap::new();
        for (from, module) in &self.files {
            for r in &module.references {
                let Some(to) = self.resolve(&r.path, 0) else { continue };
                if to.starts_with(from) || from.starts_with(&to) {
                    continue;
                }
                let witness = format!("{}:{}", module.file.display(), r.line);
                edges.entry(from.clone()).or_default().entry(to).or_insert(witness);
            }
        }
        edges
    }

    /// The same edges between top-level modules.
    fn top_edges(&self) -> BTreeMap<ModPath, BTreeMap<ModPath, String>> {
        let mut edges: BTreeMap<ModPath, BTreeMap<ModPath, String>> = BTreeMap::new();
        for (from, targets) in self.file_edges() {
            for (to, witness) in targets {
                let (a, b) = (from[..1].to_vec(), to[..1].to_vec());
                if a != b {
                    edges.entry(a).or_default().entry(b).or_insert(witness);
                }
            }
        }
        edges
    }
}

fn name(path: &ModPath) -> String {
    if path.is_empty() { "crate".into() } else { path.join("::") }
}

/// Every cycle found by a depth-first search (one per back edge), in words.
fn cycles(edges: &BTreeMap<ModPath, BTreeMap<ModPath, String>>) -> Vec<String> {
    fn visit(
        node: &ModPath,
        edges: &BTreeMap<ModPath, BTreeMap<ModPath, String>>,
        stack: &mut Vec<ModPath>,
        done: &mut BTreeSet<ModPath>,
        found: &mut Vec<String>,
    ) {
        stack.push(node.clone());
        for (next, _) in edges.get(node).into_iter().flatten() {
            if let Some(at) = stack.iter().position(|n| n == next) {
                let mut ring: Vec<ModPath> = stack[at..].to_vec();
                ring.push(next.clone());
                let steps: Vec<String> = ring.windows(2).map(|w| format!("{} -> {} ({})", name(&w[0]), name(&w[1]), edges[&w[0]][&w[1]])).collect();
                found.push(steps.join("\n    "));
            } else if !done.contains(next) {
                visit(next, edges, stack, done, found);
            }
        }
        stack.pop();
        done.insert(node.clone());
    }
    let mut found = Vec::new();
    let mut done = BTreeSet::new();
    for node in edges.keys() {
        if !done.contains(node) {
            visit(node, edges, &mut Vec::new(), &mut done, &mut found);
        }
    }
    found
}

/// Fails naming every cycle between top-level modules or between files.
fn assert_acyclic(src: &Path) {
    let krate = Crate::read(src);
    let mut problems = Vec::new();
    for cycle in cycles(&krate.top_edges()) {
        problems.push(format!("modules:\n    {cycle}"));
    }
    for cycle in cycles(&krate.file_edges()) {
        problems.push(format!("files:\n    {cycle}"));
    }
    assert!(problems.is_empty(), "import cycles in {}:\n{}", src.display(), problems.join("\n"));
}

fn engine_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn engine_has_no_cycle() {
    assert_acyclic(&engine_src());
}

#[test]
fn web_modules_have_no_cycle() {
    assert_acyclic(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../src"));
}

/// Each lazily loaded module (a folder under `src/bin`) is a crate of its own.
#[test]
fn lazily_loaded_modules_have_no_cycle() {
    let bins = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src/bin");
    let mut folders: Vec<PathBuf> = std::fs::read_dir(&bins).expect("src/bin").filter_map(|e| Some(e.ok()?.path())).filter(|p| p.is_dir()).collect();
    folders.sort();
    assert!(folders.len() >= 3, "the analysis, live and study modules: {folders:?}");
    for folder in folders {
        assert_acyclic(&folder);
    }
}

/// The reader finds a cycle it is shown, and allows a parent and its children.
#[test]
fn a_cycle_is_found_and_named() {
    let dir = std::env::temp_dir().join(format!("module-graph-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("a")).unwrap();
    let write = |file: &str, text: &str| std::fs::write(dir.join(file), text).unwrap();
    write("lib.rs", "pub mod a;\npub mod b;\npub mod c;\npub use c::Thing;\n");
    write("a/mod.rs", "mod inner;\nuse self::inner::X;\n// crate::c in a comment\nconst S: &str = \"crate::c\";\n");
    write("a/inner.rs", "use super::super::b::Y;\nuse crate::{b::{self, Z}};\npub struct X;\nfn f() { let _ = super::X; }\n");
    write("b.rs", "pub struct Y;\npub struct Z;\nfn g() -> crate::Thing { todo!() }\n");
    write("c.rs", "pub struct Thing;\nmod tests { use super::*; fn h() { crate::a::inner::f(); } }\n");
    let krate = Crate::read(&dir);
    let top = cycles(&krate.top_edges());
    let files = cycles(&krate.file_edges());
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(top.len(), 1, "{top:?}");
    assert!(top[0].starts_with("a -> b") && top[0].contains("b -> c") && top[0].contains("c -> a"), "{}", top[0]);
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(files[0].contains("a::inner -> b"), "{}", files[0]);
}
