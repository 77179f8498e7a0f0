//! What the referee does the same way for every game: read a setup, play tokens, print JSON.

use semailles::error::{code, Error, Result};
use semailles::game::Game;
use serde::Serialize;
use serde_json::{json, Value};
use std::io::Read;

/// A game the referee can print: the engine's position in its JSON setup format.
pub trait Printable: Game {
    fn position_json(&self) -> Value;
}

/// Prints the error as one line of JSON on stderr and exits with status 2.
pub fn fail(e: &Error) -> ! {
    let line = json!({ "code": e.code, "message": e.message, "token": e.token });
    eprintln!("{line}");
    std::process::exit(2)
}

pub fn unknown_game(name: &str) -> Error {
    Error::new(
        code::SETUP_GAME,
        format!("unknown game {name:?} (mraha, tricerata)"),
    )
}

/// Reads `--setup FILE|-` into a string.
pub fn read_setup(path: &str) -> Result<String> {
    let mut text = String::new();
    let read = if path == "-" {
        std::io::stdin().read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::read_to_string(path).map(|t| text = t)
    };
    read.map_err(|e| {
        Error::new(
            code::SETUP_SYNTAX,
            format!("cannot read setup {path:?}: {e}"),
        )
    })?;
    Ok(text)
}

/// Plays the tokens in order; the last turn's events are kept (a turn's events restart when a
/// new turn begins).
pub fn play_tokens<G: Game>(game: &mut G, tokens: &[String]) -> Result<Vec<G::Event>> {
    let mut turn_events = Vec::new();
    for token in tokens {
        let starts_turn = matches!(
            game.decision(),
            semailles::game::Decision::Start
                | semailles::game::Decision::Lift
                | semailles::game::Decision::Seize
        );
        let events = game.play(token)?;
        if starts_turn {
            turn_events.clear();
        }
        turn_events.extend(events);
    }
    Ok(turn_events)
}

fn to_value<T: Serialize>(v: &T) -> Value {
    serde_json::to_value(v).expect("engine values serialise")
}

pub fn outcome_json<G: Game>(game: &G) -> Value {
    match game.outcome() {
        None => Value::Null,
        Some(o) => {
            let winners: Vec<Value> = o
                .winners
                .iter()
                .map(|&p| to_value(&game.player_label(p)))
                .collect();
            let mut v = json!({ "winners": winners, "reason": o.reason });
            if winners.len() == 1 {
                v["winner"] = winners[0].clone();
            }
            if let Some(s) = o.scores {
                v["scores"] = to_value(&s);
            }
            if let Some(t) = o.turns {
                v["turns"] = to_value(&t);
            }
            v
        }
    }
}

/// `legal`: play the tokens, print decision, player to move, legal tokens, outcome.
pub fn legal<G: Game>(mut game: G, tokens: &[String]) -> Result<()> {
    play_tokens(&mut game, tokens)?;
    let out = json!({
        "decision": to_value(&game.decision()),
        "to_move": to_value(&game.player_label(game.to_move())),
        "legal": game.legal_tokens(),
        "outcome": outcome_json(&game),
    });
    println!("{out}");
    Ok(())
}

/// `play`: play the tokens, print the position with its outcome and the last turn's events.
pub fn play<G: Printable>(mut game: G, tokens: &[String]) -> Result<()> {
    let events = play_tokens(&mut game, tokens)?;
    let mut out = game.position_json();
    out["outcome"] = outcome_json(&game);
    out["events"] = to_value(&events);
    println!("{}", serde_json::to_string_pretty(&out).expect("json"));
    Ok(())
}
