//! The game a new match starts from, out of `Match.create`'s options: each game's own start
//! (its text form, its JSON setup, or its start options), through the game's constructors.

use super::options::{read_mraha_setup, Options};
use crate::error::{code, Error};
use crate::tricerata::position;
use crate::{mraha, tricerata};
use std::sync::Arc;

pub(super) fn mraha_start(o: &Options) -> Result<mraha::Position, Error> {
    if let Some(text) = &o.text {
        return mraha::Position::from_text(text);
    }
    if let Some(setup) = &o.setup {
        return mraha::Position::from_setup(&read_mraha_setup(setup)?);
    }
    let mut spec = vec![(
        "preset".to_string(),
        mraha::setup::SwitchValue::Text(
            o.preset
                .clone()
                .unwrap_or_else(|| mraha::Preset::Mraha.name().into()),
        ),
    )];
    spec.extend(
        o.switches
            .iter()
            .map(|(k, v)| (k.clone(), mraha::setup::SwitchValue::Text(v.clone()))),
    );
    Ok(mraha::Position::start(
        mraha::setup::RulesSpec(spec).to_rules()?,
    ))
}

pub(super) fn tri_start(o: &Options) -> Result<tricerata::Position, Error> {
    if let Some(text) = &o.text {
        return tricerata::Position::from_text(text);
    }
    if o.setup.is_some() {
        return Err(Error::new(
            code::SETUP_SYNTAX,
            "a Tricérata position is given by its text form",
        ));
    }
    let board = match &o.board {
        Some(family) => tricerata::Board::parse_family(family)?,
        None => tricerata::geometry::default_board(),
    };
    let players = o.players.map_or(position::DEFAULT_PLAYERS, |n| n as usize);
    let stones = o
        .stones
        .map_or(position::DEFAULT_STONES, |n| n.min(255) as u8);
    tricerata::Position::start(Arc::new(board), players, stones, o.mort_subite)
}
