//! Where an engine writes the trace of a turn: nowhere (fast playouts, search) or a list (the
//! page's animation, the referee). `ON` is a constant, so the untraced path compiles to nothing.

/// A sink of events of type `E`.
pub(crate) trait Trace<E> {
    const ON: bool;
    fn push(&mut self, event: E);
}

/// No trace.
pub(crate) struct NoTrace;

impl<E> Trace<E> for NoTrace {
    const ON: bool = false;
    #[inline(always)]
    fn push(&mut self, _: E) {}
}

impl<E> Trace<E> for Vec<E> {
    const ON: bool = true;
    fn push(&mut self, event: E) {
        Vec::push(self, event)
    }
}
