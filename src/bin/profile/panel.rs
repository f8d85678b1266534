//! The profile panel's contents: the name, the profiles kept aside, per game the ratings of
//! each pool played with the games behind them and a chart of their history, and Export and
//! Import. Plain Rust that writes the panel's HTML and the charts' lines (tested natively);
//! `main.rs` puts them on the page.

use crate::chart::{Series, COLOURS};
use crate::i18n::msg;
use crate::stored::{marked, shown};
use engine::kind::GameKind;
use engine::rating::{Pool, Profile, Rating, System, MAX_NAME};

/// What a pool is called in the panel, within its game.
pub fn pool_name(pool: Pool) -> String {
    match pool {
        Pool::Computer(_) => msg::profile_pool_computer(),
        Pool::Puzzle(_) => msg::profile_pool_puzzles(),
        // The class by its name ("blitz"), which each language's message writes in its words.
        Pool::Live(_, class) => msg::profile_pool_live(class.name()),
        Pool::Table(seats) => msg::profile_pool_table(seats.count()),
    }
}

pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The pools of `game` with a rating, in the profile's order.
fn pools_of(profile: &Profile, game: GameKind) -> Vec<(Pool, Rating)> {
    profile.rated_pools().filter(|(p, _)| p.game() == game).collect()
}

/// A chart of `game`'s pools of one rating system: its canvas id and its lines. A history
/// that holds a pool's first game starts from the rating every player starts from, so that
/// one game draws a line.
pub fn charts(profile: &Profile, game: GameKind) -> Vec<(String, Vec<Series>)> {
    let mut out = Vec::new();
    for (system, suffix) in [(System::Glicko2, ""), (System::WengLin, "-table")] {
        let mut lines = Vec::new();
        for (i, (pool, _)) in pools_of(profile, game).into_iter().filter(|(p, _)| p.system() == system).enumerate() {
            let history = profile.history(pool);
            let mut points: Vec<(f64, f64)> = Vec::with_capacity(history.len() + 1);
            if history.first().is_some_and(|p| p.game == 1) {
                points.push((0.0, Rating::start(system).value()));
            }
            points.extend(history.iter().map(|p| (f64::from(p.game), p.rating)));
            if !points.is_empty() {
                lines.push(Series { label: pool_name(pool), colour: COLOURS[i % COLOURS.len()], points });
            }
        }
        if !lines.is_empty() {
            out.push((format!("profile-chart-{}{suffix}", game.name()), lines));
        }
    }
    out
}

/// The panel's body for `profile`, with the profiles kept aside (`(key, why)`).
pub fn html(profile: &Profile, asides: &[(String, String)]) -> String {
    let mut out = String::new();
    for (key, why) in asides {
        let key = escape(key);
        out += &format!(
            "<p role=\"alert\" class=\"profile-aside\">{} \
             <button type=\"button\" data-aside-download=\"{key}\">{}</button> <button type=\"button\" data-aside-discard=\"{key}\">{}</button></p>",
            escape(&msg::profile_aside(why)),
            escape(&msg::profile_aside_download()),
            escape(&msg::profile_aside_discard())
        );
    }
    out += &format!(
        "<form id=\"profile-name-form\" class=\"row\" style=\"align-items:center\"><label for=\"profile-name\">{}</label> \
         <input id=\"profile-name\" maxlength=\"{MAX_NAME}\" autocomplete=\"nickname\" value=\"{}\" aria-describedby=\"profile-name-about\"> \
         <button type=\"submit\" id=\"btn-profile-name\">{}</button></form>\
         <p id=\"profile-name-about\"><small>{}</small></p>\
         <p id=\"profile-note\" role=\"status\" hidden></p>",
        escape(&msg::profile_name()),
        escape(profile.name()),
        escape(&msg::profile_name_save()),
        escape(&msg::profile_name_about())
    );
    for game in GameKind::ALL {
        let name = game.name();
        out += &format!("<section class=\"profile-game\" data-game=\"{name}\" aria-labelledby=\"profile-h-{name}\"><h3 id=\"profile-h-{name}\">{}</h3>", game.display_name());
        let pools = pools_of(profile, game);
        let tally = profile.puzzles(game);
        if pools.is_empty() {
            out += &format!("<p>{}</p></section>", escape(&msg::profile_none_yet()));
            continue;
        }
        out += &format!("<ul id=\"profile-pools-{name}\">");
        for (pool, rating) in &pools {
            let played = profile.history(*pool).last().map_or(0, |p| p.game);
            let value = match rating {
                Rating::Table(t) => marked(format!("{:.1}", t.rating()), t.is_provisional()),
                Rating::Glicko(g) => shown(g.rating(), g.is_provisional()),
            };
            // The message's text is ours; the rating goes in bold.
            let (called, value) = (escape(&pool_name(*pool)), format!("<b>{}</b>", escape(&value)));
            let line = if matches!(pool, Pool::Puzzle(_)) { msg::profile_pool_puzzles_line(&called, &value, played) } else { msg::profile_pool_games_line(&called, &value, played) };
            out += &format!("<li data-pool=\"{}\">{line}</li>", pool.key());
        }
        out += &format!("</ul><p id=\"profile-counts-{name}\">{}</p>", escape(&msg::profile_counts(profile.games(game), tally.solved, tally.failed)));
        for (id, lines) in charts(profile, game) {
            let said: Vec<String> = lines.iter().map(|s| format!("{} {}", s.label.to_lowercase(), s.points.last().map_or(0.0, |p| p.1).round())).collect();
            out += &format!(
                "<canvas id=\"{id}\" class=\"profile-chart\" role=\"img\" aria-label=\"{}\" style=\"display:block;width:100%;height:{}px\"></canvas>",
                escape(&msg::profile_chart_label(game.display_name(), &said.join(", "))),
                crate::chart::HEIGHT
            );
        }
        out += "</section>";
    }
    out += &format!(
        "<div class=\"row\" style=\"align-items:center\"><button type=\"button\" id=\"btn-profile-export\">{}</button> \
         <label>{} <input type=\"file\" id=\"profile-import\" accept=\".txt,text/plain\"></label></div>\
         <p><small>{}</small></p>\
         <p id=\"profile-import-error\" role=\"alert\" hidden></p>",
        escape(&msg::profile_export()),
        escape(&msg::profile_import()),
        escape(&msg::profile_export_about())
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::player::Level;
    use engine::rating::{Duel, GameResult, Glicko, Seats, TableRating, TimeClass};

    #[test]
    fn a_new_profile_shows_no_chart() {
        let p = Profile::new("Ada <b>").unwrap();
        let text = html(&p, &[]);
        assert!(text.contains("value=\"Ada &lt;b&gt;\""));
        assert_eq!(text.matches("No rated games or puzzles yet.").count(), 3);
        assert!(!text.contains("<canvas"));
        assert!(charts(&p, GameKind::Gyges).is_empty());
    }

    #[test]
    fn each_pool_played_has_a_line_from_the_start() {
        let mut p = Profile::new("Ada").unwrap();
        p.play_computer(GameKind::Gyges, Level::Easy, GameResult::Loss, 1);
        p.try_puzzle(GameKind::Gyges, Glicko::START, true, 1);
        p.try_puzzle(GameKind::Gyges, Glicko::START, false, 2);
        p.play_two(Pool::Live(Duel::Gyges, TimeClass::Blitz), Glicko::START, GameResult::Win, 2).unwrap();
        p.play_table(Pool::Table(Seats::Three), 0, &[TableRating::START; 3], &[1, 2, 3], 2).unwrap();
        let text = html(&p, &[("gboards.profile.bad".into(), "profile, line 3: unknown item 'elo'".into())]);
        assert!(text.contains("could not be read (profile, line 3: unknown item 'elo'). It is kept aside"));
        assert!(text.contains("data-aside-discard=\"gboards.profile.bad\""));
        assert!(text.contains("Against the computer: <b>"));
        assert!(text.contains("(provisional)</b> · 1 game</li>"));
        assert!(text.contains("Puzzles: <b>") && text.contains("· 2 puzzles</li>"));
        assert!(text.contains("Rated games: 2 · Puzzles: 1 solved, 1 failed"));
        assert!(text.contains("Online, 3 players: <b>"));
        let gyges = charts(&p, GameKind::Gyges);
        assert_eq!(gyges.len(), 1);
        let (id, lines) = &gyges[0];
        assert_eq!(id, "profile-chart-gyges");
        assert_eq!(lines.iter().map(|s| s.label.as_str()).collect::<Vec<_>>(), ["Online, blitz", "Against the computer", "Puzzles"]);
        assert_eq!(lines[1].points.len(), 2);
        assert_eq!(lines[1].points[0], (0.0, 1500.0));
        assert_eq!(lines[2].points.len(), 3);
        // Table Gype's tables of three are rated on another scale: a chart of their own.
        let gype = charts(&p, GameKind::Gype);
        assert_eq!(gype.len(), 1);
        assert_eq!(gype[0].0, "profile-chart-gype-table");
        assert_eq!(gype[0].1[0].points[0], (0.0, 25.0));
    }
}
