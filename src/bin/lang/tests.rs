//! The language files agree with each other and with the app: every language has exactly
//! English's messages, with the same attributes and variables; every message is used by the
//! app; and the English compiled into the page (build.rs) says what Fluent says.

use super::i18n::{msg, Arg};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const LANGUAGES: [&str; 3] = ["en", "uk", "fr"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn source(code: &str) -> String {
    std::fs::read_to_string(root().join(format!("www/i18n/{code}.ftl"))).unwrap()
}

/// What a message is made of: whether it has a value, its attributes and its variables.
#[derive(Debug, PartialEq)]
struct Shape {
    value: bool,
    attributes: BTreeSet<String>,
    variables: BTreeSet<String>,
}

fn variables(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for e in &p.elements {
        let PatternElement::Placeable { expression } = e else { continue };
        match expression {
            Expression::Select { selector, variants } => {
                inline_variables(selector, out);
                variants.iter().for_each(|v| variables(&v.value, out));
            }
            Expression::Inline(i) => inline_variables(i, out),
        }
    }
}

fn inline_variables(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => variables(&Pattern { elements: vec![PatternElement::Placeable { expression: (**expression).clone() }] }, out),
        _ => {}
    }
}

fn shapes(code: &str) -> BTreeMap<String, Shape> {
    let text = source(code);
    let resource = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(_, errors)| panic!("{code}.ftl: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        let Entry::Message(m) = entry else { continue };
        let mut vars = BTreeSet::new();
        if let Some(v) = &m.value {
            variables(v, &mut vars);
        }
        m.attributes.iter().for_each(|a| variables(&a.value, &mut vars));
        let shape = Shape { value: m.value.is_some(), attributes: m.attributes.iter().map(|a| a.id.name.to_string()).collect(), variables: vars };
        assert!(out.insert(m.id.name.to_string(), shape).is_none(), "{code}.ftl defines {} twice", m.id.name);
    }
    out
}

#[test]
fn every_language_has_englishs_messages_attributes_and_variables() {
    let english = shapes("en");
    assert!(english.len() > 100, "en.ftl has {} messages", english.len());
    for code in &LANGUAGES[1..] {
        let other = shapes(code);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{code}.ftl lacks {missing:?}");
        assert!(extra.is_empty(), "{code}.ftl has messages English lacks: {extra:?}");
        for (id, shape) in &english {
            assert_eq!(&other[id], shape, "{code}.ftl: {id} differs from English in its value, attributes or variables");
        }
    }
}

#[test]
fn every_file_is_read_without_errors() {
    for code in LANGUAGES {
        if let Err((_, errors)) = FluentResource::try_new(source(code)) {
            panic!("{code}.ftl: {errors:?}");
        }
    }
}

/// Every file the app's text can come from: its Rust, the page, the scripts that stamp it.
fn app_sources(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            app_sources(&path, out);
        } else if path.extension().is_some_and(|e| ["rs", "html", "js", "mjs"].contains(&e.to_str().unwrap_or(""))) {
            out.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
        }
    }
}

#[test]
fn every_message_is_used() {
    let mut code = std::fs::read_to_string(root().join("index.html")).unwrap();
    for dir in ["src", "www", "scripts"] {
        app_sources(&root().join(dir), &mut code);
    }
    // The build's scripts read a message by its id, quoted (scripts/manifest.mjs).
    let mut scripts = String::new();
    app_sources(&root().join("scripts"), &mut scripts);
    let english = source("en");
    let unused: Vec<&str> = msg::IDS
        .iter()
        .copied()
        .filter(|id| {
            let function = format!("msg::{}(", id.replace('-', "_"));
            let element = format!("data-l10n-id=\"{id}\"");
            let reference = format!("{{ {id} }}");
            // A lesson line's message is looked up by its place in the lesson files (the study
            // module's `every_lesson_line_has_its_message` checks each one is a line).
            let lesson_line = id.starts_with("study-lesson-");
            let read_by_script = scripts.contains(&format!("'{id}'"));
            !code.contains(&function) && !code.contains(&element) && !english.contains(&reference) && !lesson_line && !read_by_script
        })
        .collect();
    assert!(unused.is_empty(), "messages nothing uses: {unused:?}");
}

#[test]
fn the_compiled_english_says_what_fluent_says() {
    let resource = FluentResource::try_new(source("en")).unwrap();
    let mut bundle = FluentBundle::new(vec!["en".parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).unwrap();
    let samples = [Arg::Number(0), Arg::Number(1), Arg::Number(2), Arg::Number(5), Arg::Number(21), Arg::Text("south".into()), Arg::Text("x".into())];
    let mut checked = 0;
    for (index, id) in msg::IDS.iter().enumerate() {
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else { continue };
        for sample in &samples {
            let Some(compiled) = msg::english(index, &|_| sample.clone()) else { continue };
            // The names the language module gives the page's values (`msg::VARIABLES`).
            let mut args = FluentArgs::new();
            for name in msg::VARIABLES[index] {
                match sample {
                    Arg::Number(n) => args.set(*name, *n as f64),
                    Arg::Text(s) => args.set(*name, s.to_string()),
                }
            }
            let mut errors = Vec::new();
            let fluent = bundle.format_pattern(pattern, Some(&args), &mut errors);
            assert_eq!(compiled, fluent, "{id} with {sample:?}");
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} formattings compared");
}
