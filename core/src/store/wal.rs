//! The write-ahead log's file format, read as SQLite reads it when it opens a database
//! (<https://sqlite.org/fileformat2.html#the_write_ahead_log>), so the store can see what a
//! `-wal` file would do to the database before SQLite replays it (see `file_set`).
//!
//! A log is a 32-byte header, then frames: a 24-byte frame header and one page each. A frame
//! counts only if it carries the header's salts and its checksum continues the chain from the
//! header through every frame before it; SQLite applies the frames up to the last valid one that
//! ends a transaction (a commit frame, which gives the database's size after it) and ignores the
//! rest. All of it is plain arithmetic on bytes: nothing here can fail but by saying "nothing
//! committed".

/// The header's size in bytes.
const HEADER: usize = 32;
/// A frame header's size in bytes.
const FRAME_HEADER: usize = 24;
/// The magic number; its lowest bit set means the checksums read big-endian words.
const MAGIC: u32 = 0x377f_0682;
/// The only file format version SQLite has written.
const FORMAT: u32 = 3_007_000;

/// The committed transactions of a log: what SQLite would apply to the database.
#[derive(Debug)]
pub struct Committed<'a> {
    /// The page size the log was written with.
    pub page_size: usize,
    /// The database's size in pages after the last committed transaction.
    pub pages: u32,
    /// The pages written, oldest first: (page number from 1, its bytes).
    pub frames: Vec<(u32, &'a [u8])>,
}

/// The transactions a log holds that SQLite would apply, or `None` when it would apply nothing
/// (no valid header, or no complete transaction after it).
pub fn committed(log: &[u8]) -> Option<Committed<'_>> {
    let header = log.get(..HEADER)?;
    let magic = be32(header, 0);
    if magic & !1 != MAGIC || be32(header, 4) != FORMAT {
        return None;
    }
    let big_endian = magic & 1 == 1;
    let page_size = usize::try_from(be32(header, 8)).ok()?;
    if !(512..=65536).contains(&page_size) || !page_size.is_power_of_two() {
        return None;
    }
    let salts = (be32(header, 16), be32(header, 20));
    let mut sum = checksum(big_endian, &header[..24], (0, 0));
    if sum != (be32(header, 24), be32(header, 28)) {
        return None;
    }
    let mut frames = Vec::new();
    let mut committed = None;
    let mut at = HEADER;
    while let Some(frame) = log.get(at..at + FRAME_HEADER + page_size) {
        let (head, page) = frame.split_at(FRAME_HEADER);
        let page_number = be32(head, 0);
        if page_number == 0 || (be32(head, 8), be32(head, 12)) != salts {
            break;
        }
        sum = checksum(big_endian, page, checksum(big_endian, &head[..8], sum));
        if sum != (be32(head, 16), be32(head, 20)) {
            break;
        }
        frames.push((page_number, page));
        let size_after = be32(head, 4);
        if size_after != 0 {
            committed = Some((frames.len(), size_after));
        }
        at += frame.len();
    }
    let (count, pages) = committed?;
    frames.truncate(count);
    Some(Committed {
        page_size,
        pages,
        frames,
    })
}

/// The database as SQLite would read it once `log` is applied to `db` (the database file's
/// bytes): each committed page put in place, the file cut or grown to the last commit's size.
/// `None` when the log asks for a database larger than its frames and the file could make (a
/// log that cannot be this file's).
pub fn applied(db: &[u8], log: &Committed<'_>) -> Option<Vec<u8>> {
    let page_size = log.page_size;
    let size = usize::try_from(log.pages).ok()?.checked_mul(page_size)?;
    // Every page of the result comes from the file or from a frame.
    let most = db
        .len()
        .checked_add(log.frames.len().checked_mul(page_size)?)?;
    if size > most {
        return None;
    }
    let mut image = db.to_vec();
    image.resize(size.max(db.len()), 0);
    for &(number, page) in &log.frames {
        let start = usize::try_from(number - 1).ok()?.checked_mul(page_size)?;
        let end = start.checked_add(page_size)?;
        if end > image.len() {
            if end > most {
                return None;
            }
            image.resize(end, 0);
        }
        image[start..end].copy_from_slice(page);
    }
    image.truncate(size);
    Some(image)
}

/// A log as SQLite writes it (little-endian checksums, as on every phone) with `salts`, holding
/// `frames` as (page number, size after the transaction when the frame commits one, else 0,
/// the page): for tests and the fuzz target, which make logs SQLite would accept.
pub fn encode(page_size: usize, salts: (u32, u32), frames: &[(u32, u32, &[u8])]) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend(MAGIC.to_be_bytes());
    out.extend(FORMAT.to_be_bytes());
    out.extend(u32::try_from(page_size).unwrap_or(0).to_be_bytes());
    out.extend(0u32.to_be_bytes());
    out.extend(salts.0.to_be_bytes());
    out.extend(salts.1.to_be_bytes());
    let mut sum = checksum(false, &out, (0, 0));
    out.extend(sum.0.to_be_bytes());
    out.extend(sum.1.to_be_bytes());
    for &(number, size_after, page) in frames {
        let mut page = page.to_vec();
        page.resize(page_size, 0);
        let mut head = Vec::new();
        head.extend(number.to_be_bytes());
        head.extend(size_after.to_be_bytes());
        sum = checksum(false, &page, checksum(false, &head, sum));
        head.extend(salts.0.to_be_bytes());
        head.extend(salts.1.to_be_bytes());
        head.extend(sum.0.to_be_bytes());
        head.extend(sum.1.to_be_bytes());
        out.extend(head);
        out.extend(page);
    }
    out
}

/// SQLite's log checksum: pairs of 32-bit words summed into two running totals.
fn checksum(big_endian: bool, bytes: &[u8], (mut s0, mut s1): (u32, u32)) -> (u32, u32) {
    let word = |b: &[u8]| {
        let b = [b[0], b[1], b[2], b[3]];
        if big_endian {
            u32::from_be_bytes(b)
        } else {
            u32::from_le_bytes(b)
        }
    };
    for pair in bytes.chunks_exact(8) {
        s0 = s0.wrapping_add(word(&pair[..4])).wrapping_add(s1);
        s1 = s1.wrapping_add(word(&pair[4..])).wrapping_add(s0);
    }
    (s0, s1)
}

/// The big-endian 32-bit number at `at` (the caller has checked the length).
fn be32(bytes: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A log of pages filled with one byte each: (page number, fill byte, size after).
    fn log(page_size: usize, salts: (u32, u32), pages: &[(u32, u8, u32)]) -> Vec<u8> {
        let filled: Vec<(u32, u32, Vec<u8>)> = pages
            .iter()
            .map(|&(number, fill, size_after)| (number, size_after, vec![fill; page_size]))
            .collect();
        let frames: Vec<(u32, u32, &[u8])> = filled
            .iter()
            .map(|(n, s, p)| (*n, *s, p.as_slice()))
            .collect();
        encode(page_size, salts, &frames)
    }

    #[test]
    fn only_whole_transactions_with_the_headers_salts_count() {
        let bytes = log(512, (7, 9), &[(1, 1, 0), (2, 2, 2), (3, 3, 0)]);
        let found = committed(&bytes).expect("one transaction is committed");
        assert_eq!(found.page_size, 512);
        assert_eq!(found.pages, 2);
        let numbers: Vec<u32> = found.frames.iter().map(|(n, _)| *n).collect();
        assert_eq!(
            numbers,
            [1, 2],
            "the frame after the last commit is left out"
        );
    }

    #[test]
    fn a_broken_chain_ends_the_log_where_it_breaks() {
        let mut bytes = log(512, (7, 9), &[(1, 1, 1), (2, 2, 2)]);
        // A byte of the second frame's page changed: its checksum no longer follows.
        let last = bytes.len() - 1;
        bytes[last] ^= 0xff;
        let found = committed(&bytes).expect("the first transaction stands");
        assert_eq!((found.pages, found.frames.len()), (1, 1));

        let mut torn = log(512, (7, 9), &[(1, 1, 1)]);
        torn[HEADER + 8] ^= 1; // the frame's salt
        assert!(committed(&torn).is_none());
        let mut header = log(512, (7, 9), &[(1, 1, 1)]);
        header[12] ^= 1; // the checkpoint count, under the header's checksum
        assert!(committed(&header).is_none());
        assert!(committed(&[]).is_none());
        assert!(committed(&bytes[..HEADER + 10]).is_none());
    }

    #[test]
    fn big_endian_checksums_are_read_as_such() {
        let mut out = Vec::new();
        out.extend((MAGIC | 1).to_be_bytes());
        out.extend(FORMAT.to_be_bytes());
        out.extend(512u32.to_be_bytes());
        out.extend([0; 12]);
        let sum = checksum(true, &out, (0, 0));
        out.extend(sum.0.to_be_bytes());
        out.extend(sum.1.to_be_bytes());
        let mut head = Vec::new();
        head.extend(1u32.to_be_bytes());
        head.extend(1u32.to_be_bytes());
        let page = (0..512).map(|i| i as u8).collect::<Vec<_>>();
        let sum = checksum(true, &page, checksum(true, &head, sum));
        head.extend([0; 8]);
        head.extend(sum.0.to_be_bytes());
        head.extend(sum.1.to_be_bytes());
        out.extend(head);
        out.extend(&page);
        assert_eq!(committed(&out).map(|c| c.pages), Some(1));
        assert_ne!(
            checksum(true, &page, (0, 0)),
            checksum(false, &page, (0, 0))
        );
    }

    #[test]
    fn applying_puts_pages_in_place_and_sizes_the_file_as_the_last_commit_says() {
        let db = vec![0xaa; 512 * 3];
        let bytes = log(512, (1, 2), &[(2, 5, 0), (4, 6, 4), (2, 7, 2)]);
        let found = committed(&bytes).expect("committed");
        let image = applied(&db, &found).expect("fits");
        assert_eq!(image.len(), 512 * 2, "cut to the last commit's two pages");
        assert!(image[..512].iter().all(|&b| b == 0xaa));
        assert!(image[512..].iter().all(|&b| b == 7), "the later frame wins");
    }

    #[test]
    fn a_log_asking_for_more_pages_than_it_and_the_file_hold_is_refused() {
        let bytes = log(512, (1, 2), &[(1, 1, 1_000_000)]);
        let found = committed(&bytes).expect("committed");
        assert!(applied(&[], &found).is_none());
        let far = log(512, (1, 2), &[(u32::MAX, 1, 1)]);
        let found = committed(&far).expect("committed");
        assert!(applied(&[0; 512], &found).is_none());
    }
}
