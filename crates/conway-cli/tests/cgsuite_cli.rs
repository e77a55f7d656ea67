//! A few of CGSuite's own test cases (crates/conway/tests/data/
//! cgsuite_rulesets.txt, with their sources) through the binary, typed as a
//! CGSuite user types them: graph strings, Hackenbush strings, spawning
//! codes.

use crate::common;

use common::json;

#[test]
fn cgsuite_positions_analysed_as_cgsuite_values_them() {
    let cases = [
        // GameGridTest: Kings("xox|ox.").CanonicalForm
        ("clobber-kings", "xox|ox.", "{^^*|*,v[2]}"),
        // GameGraphTest: Snort(".-.-.(-.;-.)").CanonicalForm
        ("snort", ".-.-.(-.;-.)", "+-{3|2}"),
        // GameGraphTest: Hackenbush("lrlerrr").CanonicalForm
        ("hackenbush", "lrlerrr", "3/4v[3]*"),
        // GameHeapTest: PartizanEuclid((8,7)).CanonicalForm
        ("partizan-euclid", "(8,7)", "^5"),
        // GameHeapTest: Spawning("1+C")(20).NimValue (Ruler)
        ("spawning", "1+C: 20", "*4"),
    ];
    for (ruleset, position, value) in cases {
        let a = json(&["--json", "analyze", ruleset, position]);
        assert_eq!(a["value"], value, "{ruleset} {position}");
    }
}
