package idna

//go:generate go run ./gen

// An info is what tables.go says about one code point: its UTS #46 status
// (IdnaMappingTable.txt, nontransitional: a deviation is valid), its mapping
// if it is mapped, and the properties that processing reads (Bidi_Class,
// Joining_Type, General_Category Mark, NFC_Quick_Check,
// Canonical_Combining_Class, the full canonical decomposition). Layout
// (internal/idna/tablegen writes it):
//
//	bits 0-1    status: statusValid, statusMapped, statusIgnored, statusDisallowed
//	bits 2-4    bidi group (bidi*)
//	bits 5-7    joining type (join*)
//	bit 8       General_Category Mark
//	bits 9-10   NFC_Quick_Check (qc*)
//	bits 11-18  canonical combining class
//	bits 19-31  index of the full canonical decomposition + 1 (0: none)
//	bits 32-37  length of the mapping in bytes (mapped code points)
//	bits 38-63  offset of the mapping in mappingData
type info uint64

const (
	statusValid      = 0
	statusMapped     = 1
	statusIgnored    = 2
	statusDisallowed = 3
)

// The Bidi_Class groups of RFC 5893 section 2.
const (
	bidiOther   = 0 // B, S, WS, LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI
	bidiL       = 1
	bidiRAL     = 2 // R, AL
	bidiAN      = 3
	bidiEN      = 4
	bidiNeutral = 5 // ES, CS, ET, ON, BN
	bidiNSM     = 6
)

// The Joining_Type values of RFC 5892 Appendix A.1.
const (
	joinOther = 0 // U, C
	joinL     = 1
	joinD     = 2
	joinR     = 3
	joinT     = 4
)

// The NFC_Quick_Check values (UAX #15 section 9).
const (
	qcYes   = 0
	qcMaybe = 1
	qcNo    = 2
)

// lookup returns the info of the code point r (at most U+10FFFF).
func lookup(r rune) info {
	mid := trieRoot[r>>(trieMidBits+trieLeafBits)]
	leaf := trieMid[int(mid)<<trieMidBits|int(r>>trieLeafBits)&(1<<trieMidBits-1)]
	return info(infoValues[trieLeaf[int(leaf)<<trieLeafBits|int(r)&(1<<trieLeafBits-1)]])
}

func (i info) status() int { return int(i & 3) }

// mapping returns the mapping of a mapped code point.
func (i info) mapping() string {
	off := i >> 38
	return mappingData[off : off+i>>32&63]
}

func (i info) bidi() int  { return int(i >> 2 & 7) }
func (i info) join() int  { return int(i >> 5 & 7) }
func (i info) mark() bool { return i&(1<<8) != 0 }
func (i info) qc() int    { return int(i >> 9 & 3) }
func (i info) ccc() uint8 { return uint8(i >> 11) }

// decomposition returns the full canonical decomposition of the code point
// (UTF-8), "" when it has none. Hangul syllables are not in the table (see
// hangulDecompose).
func (i info) decomposition() string {
	d := i >> 19 & (1<<13 - 1)
	if d == 0 {
		return ""
	}
	return decompositionData[decompositionOffsets[d-1]:decompositionOffsets[d]]
}
