//! A small memory allocator for the match engines' wasm modules: blocks of power-of-two sizes,
//! each size with its own free list, carved from memory the module grows page by page.
//!
//! Why: the standard wasm allocator (dlmalloc) is about 7 KB of code in a module the first board
//! waits for; this one is a few hundred bytes. What it gives up: freed blocks are reused only for
//! requests of the same size class and memory is never given back, so a program can hold up to
//! about twice what it uses at its peak — right for a match engine (small views, a history of
//! positions, the occasional table of a legality proof), not for the computer players' search,
//! which keeps dlmalloc (its module is loaded only on demand).
//!
//! The bookkeeping ([`Heap`]) is plain code over addresses, tested natively on an ordinary
//! buffer; only [`WasmAlloc`] touches the wasm memory.

/// The smallest block: 16 bytes (2⁴), enough for any alignment the engine asks.
const MIN_CLASS: u32 = 4;
/// Blocks are aligned to their size up to this (larger alignments are never asked).
const MAX_NATURAL_ALIGN: usize = 4096;
/// The wasm page.
pub const PAGE: usize = 65536;

/// The free lists and the bump region of an allocator. Addresses are plain numbers; a free
/// block holds the address of the next free block of its class in its first word.
pub struct Heap {
    /// By class (block size 2^class): the first free block, 0 when none.
    free: [usize; 32],
    /// The bump region not yet carved: `next..end`.
    next: usize,
    end: usize,
}

impl Heap {
    pub const fn new() -> Self {
        Heap {
            free: [0; 32],
            next: 0,
            end: 0,
        }
    }

    /// The class of a request: the smallest power of two holding `size` and `align`.
    fn class(size: usize, align: usize) -> u32 {
        let n = size.max(align).max(1 << MIN_CLASS);
        usize::BITS - (n - 1).leading_zeros()
    }

    /// A block for `size` bytes aligned to `align`, or 0 when memory cannot grow. `grow(bytes)`
    /// (a whole number of pages) must add exactly `bytes` of memory and return where it
    /// starts, or `None`.
    ///
    /// # Safety
    /// Every address this heap has handed out or been given back must be writable memory.
    pub unsafe fn alloc(
        &mut self,
        size: usize,
        align: usize,
        grow: impl FnOnce(usize) -> Option<usize>,
    ) -> usize {
        let class = Self::class(size, align);
        if class >= 32 {
            return 0;
        }
        let head = self.free[class as usize];
        if head != 0 && align <= MAX_NATURAL_ALIGN {
            self.free[class as usize] = (head as *const usize).read();
            return head;
        }
        let block = 1usize << class;
        let align_to = block.min(MAX_NATURAL_ALIGN).max(align);
        let mut start = (self.next + align_to - 1) & !(align_to - 1);
        if start < self.next || start.checked_add(block).is_none_or(|e| e > self.end) {
            // Grow by the block and its alignment at worst, at least a page.
            let want = (block + align_to).div_ceil(PAGE) * PAGE;
            let Some(fresh) = grow(want) else { return 0 };
            if fresh != self.end {
                // Not contiguous with the region (never in wasm, where memory only grows at
                // its end): the rest of the old region is left unused.
                self.next = fresh;
            }
            self.end = fresh + want;
            start = (self.next + align_to - 1) & !(align_to - 1);
        }
        self.next = start + block;
        start
    }

    /// Gives back a block handed out for `size` and `align`.
    ///
    /// # Safety
    /// `addr` must come from [`Heap::alloc`] with the same `size` and `align`, not yet given back.
    pub unsafe fn dealloc(&mut self, addr: usize, size: usize, align: usize) {
        let class = Self::class(size, align) as usize;
        (addr as *mut usize).write(self.free[class]);
        self.free[class] = addr;
    }

    /// Does a block for (`size`, `align`) also hold `new_size` bytes (same class)?
    pub fn fits(size: usize, align: usize, new_size: usize) -> bool {
        Self::class(size, align) == Self::class(new_size, align)
    }
}

impl Default for Heap {
    fn default() -> Self {
        Heap::new()
    }
}

/// The global allocator of the match engines' wasm modules (wasm.rs installs it).
#[cfg(target_arch = "wasm32")]
pub struct WasmAlloc(pub core::cell::UnsafeCell<Heap>);

// The wasm modules run on one thread (no shared memory).
#[cfg(target_arch = "wasm32")]
unsafe impl Sync for WasmAlloc {}

#[cfg(target_arch = "wasm32")]
unsafe impl core::alloc::GlobalAlloc for WasmAlloc {
    unsafe fn alloc(&self, layout: core::alloc::Layout) -> *mut u8 {
        let grow = |bytes: usize| {
            let pages = bytes.div_ceil(PAGE);
            match core::arch::wasm32::memory_grow(0, pages) {
                usize::MAX => None,
                before => Some(before * PAGE),
            }
        };
        (*self.0.get()).alloc(layout.size(), layout.align(), grow) as *mut u8
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: core::alloc::Layout) {
        (*self.0.get()).dealloc(ptr as usize, layout.size(), layout.align())
    }

    unsafe fn realloc(
        &self,
        ptr: *mut u8,
        layout: core::alloc::Layout,
        new_size: usize,
    ) -> *mut u8 {
        if Heap::fits(layout.size(), layout.align(), new_size) {
            return ptr;
        }
        let new_layout = core::alloc::Layout::from_size_align_unchecked(new_size, layout.align());
        let fresh = self.alloc(new_layout);
        if !fresh.is_null() {
            core::ptr::copy_nonoverlapping(ptr, fresh, layout.size().min(new_size));
            self.dealloc(ptr, layout);
        }
        fresh
    }
}

#[cfg(test)]
mod tests {
    use super::{Heap, PAGE};
    use crate::rng::Rng;

    /// A heap over an ordinary buffer of `pages` pages: blocks handed out, with their sizes.
    struct Arena {
        heap: Heap,
        memory: Vec<u8>,
        base: usize,
        grown: usize,
    }

    impl Arena {
        fn new(pages: usize) -> Self {
            // One page more, so the region can start page-aligned as wasm memory does.
            let memory = vec![0u8; (pages + 1) * PAGE];
            let base = (memory.as_ptr() as usize).div_ceil(PAGE) * PAGE;
            Arena {
                heap: Heap::new(),
                memory,
                base,
                grown: 0,
            }
        }

        fn alloc(&mut self, size: usize, align: usize) -> usize {
            let (base, limit, grown) = (self.base, self.memory.len() - PAGE, &mut self.grown);
            let grow = |bytes: usize| {
                let bytes = bytes.div_ceil(PAGE) * PAGE;
                (*grown + bytes <= limit).then(|| {
                    let at = base + *grown;
                    *grown += bytes;
                    at
                })
            };
            unsafe { self.heap.alloc(size, align, grow) }
        }
    }

    #[test]
    fn blocks_are_aligned_disjoint_and_keep_their_bytes() {
        let mut arena = Arena::new(256);
        let mut rng = Rng::new(7);
        // (address, size, align, fill byte)
        let mut live: Vec<(usize, usize, usize, u8)> = Vec::new();
        for step in 0..20_000 {
            if live.is_empty() || (live.len() < 300 && rng.below(2) == 0) {
                let size = match rng.below(10) {
                    0 => 1 + rng.below(70_000),
                    1..=3 => 1 + rng.below(1000),
                    _ => 1 + rng.below(64),
                };
                let align = 1 << rng.below(5);
                let addr = arena.alloc(size, align);
                assert_ne!(addr, 0, "out of memory at step {step}");
                assert_eq!(addr % align, 0, "alignment");
                let fill = (step % 251) as u8;
                unsafe { std::ptr::write_bytes(addr as *mut u8, fill, size) };
                live.push((addr, size, align, fill));
            } else {
                let (addr, size, align, fill) = live.swap_remove(rng.below(live.len()));
                let bytes = unsafe { std::slice::from_raw_parts(addr as *const u8, size) };
                assert!(bytes.iter().all(|&b| b == fill), "a block was overwritten");
                unsafe { arena.heap.dealloc(addr, size, align) };
            }
        }
        let mut spans: Vec<(usize, usize)> = live.iter().map(|&(a, s, _, _)| (a, a + s)).collect();
        spans.sort_unstable();
        assert!(spans.windows(2).all(|w| w[0].1 <= w[1].0), "blocks overlap");
        for &(addr, size, _, fill) in &live {
            let bytes = unsafe { std::slice::from_raw_parts(addr as *const u8, size) };
            assert!(bytes.iter().all(|&b| b == fill), "a block was overwritten");
        }
    }

    #[test]
    fn a_freed_block_is_reused_and_memory_runs_out_cleanly() {
        let mut arena = Arena::new(2);
        let a = arena.alloc(100, 8);
        unsafe { arena.heap.dealloc(a, 100, 8) };
        assert_eq!(arena.alloc(120, 8), a, "same class: the freed block");
        assert_eq!(arena.alloc(3 * PAGE, 8), 0, "more than the memory can grow");
        assert!(Heap::fits(100, 8, 128) && !Heap::fits(100, 8, 129));
    }
}
