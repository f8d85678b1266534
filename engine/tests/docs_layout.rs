//! The architecture page names every module and folder of both crates and every lazily loaded
//! module, and the README's layout names every folder, so neither falls behind the code.

use std::path::Path;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// The entries of `dir` as the docs name them: `name.rs` for a file, `name/` for a folder.
fn entries(dir: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|e| {
            let e = e.ok()?;
            let name = e.file_name().into_string().ok()?;
            if e.path().is_dir() {
                Some(format!("{name}/"))
            } else {
                name.ends_with(".rs").then_some(name)
            }
        })
        .collect();
    names.sort();
    names
}

fn read(file: &str) -> String {
    std::fs::read_to_string(root().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

#[test]
fn the_architecture_page_names_every_module() {
    let page = read("docs/architecture.md");
    let mut missing = Vec::new();
    for dir in ["engine/src", "src", "src/app", "src/bin"] {
        for name in entries(dir) {
            if !page.contains(&format!("`{name}")) && !page.contains(&format!(" `{}`", name.trim_end_matches(".rs"))) {
                missing.push(format!("{dir}/{name}"));
            }
        }
    }
    assert!(missing.is_empty(), "docs/architecture.md does not name: {missing:?}");
}

#[test]
fn the_readme_layout_names_every_folder() {
    let readme = read("README.md");
    let layout = readme.split("## Layout").nth(1).expect("a Layout section").split("\n## ").next().unwrap_or("");
    let mut missing = Vec::new();
    for dir in ["engine/src", "src", "src/bin"] {
        for name in entries(dir).into_iter().filter(|n| n.ends_with('/')) {
            if !layout.contains(&name) {
                missing.push(format!("{dir}/{name}"));
            }
        }
    }
    assert!(missing.is_empty(), "the README's layout does not name: {missing:?}");
}
