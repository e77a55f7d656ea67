//! Strongly connected components of a directed graph given by a successor
//! function (Tarjan's algorithm with an explicit stack, so graphs 10^6
//! deep do not overflow the call stack).

/// The strongly connected components of the graph on `0..n` whose edges
/// are `successors(v)`, each listed once, in an order where every
/// component comes after all components it has edges to (options first).
pub(crate) fn strong_components<I>(n: usize, successors: impl Fn(usize) -> I) -> Vec<Vec<usize>>
where
    I: Iterator<Item = usize>,
{
    const UNSEEN: usize = usize::MAX;
    let mut index = vec![UNSEEN; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut next_index = 0;
    let mut stack = Vec::new();
    let mut components = Vec::new();
    for start in 0..n {
        if index[start] != UNSEEN {
            continue;
        }
        // Frames: a vertex and its successors not yet taken.
        let mut frames = vec![(start, successors(start))];
        index[start] = next_index;
        low[start] = next_index;
        next_index += 1;
        stack.push(start);
        on_stack[start] = true;
        while let Some((s, rest)) = frames.last_mut() {
            let s = *s;
            if let Some(t) = rest.next() {
                if index[t] == UNSEEN {
                    index[t] = next_index;
                    low[t] = next_index;
                    next_index += 1;
                    stack.push(t);
                    on_stack[t] = true;
                    frames.push((t, successors(t)));
                } else if on_stack[t] {
                    low[s] = low[s].min(index[t]);
                }
                continue;
            }
            frames.pop();
            if let Some((parent, _)) = frames.last() {
                low[*parent] = low[*parent].min(low[s]);
            }
            if low[s] == index[s] {
                let mut component = Vec::new();
                while let Some(t) = stack.pop() {
                    on_stack[t] = false;
                    component.push(t);
                    if t == s {
                        break;
                    }
                }
                components.push(component);
            }
        }
    }
    components
}

#[cfg(test)]
mod tests {
    use super::strong_components;

    #[test]
    fn cycles_are_one_component_and_options_come_first() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3
        let edges: [&[usize]; 4] = [&[1], &[2], &[1, 3], &[]];
        let c = strong_components(4, |v| edges[v].iter().copied());
        assert_eq!(c.len(), 3);
        assert_eq!(c[0], vec![3]);
        let mut mid = c[1].clone();
        mid.sort();
        assert_eq!(mid, vec![1, 2]);
        assert_eq!(c[2], vec![0]);
    }

    #[test]
    fn a_path_a_million_long_does_not_overflow() {
        let n = 1_000_000;
        let c = strong_components(n, |v| (v + 1..(v + 2).min(n)).chain(None));
        assert_eq!(c.len(), n);
        assert_eq!(c[0], vec![n - 1]);
    }
}
