//! The game a new match starts from, out of `Match.create`'s options: each game's own start
//! (its text form, its JSON setup, or its start options), through the game's constructors.

use super::options::{read_mraha_setup, Options};
use crate::error::{code, Error};
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
        mraha::setup::SwitchValue::Text(o.preset.clone().unwrap_or_else(|| "mraha".into())),
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
    let board = tricerata::Board::parse_family(o.board.as_deref().unwrap_or("triangle:4"))?;
    tricerata::Position::start(
        Arc::new(board),
        o.players.unwrap_or(2) as usize,
        o.stones.unwrap_or(1).min(255) as u8,
        o.mort_subite,
    )
}
