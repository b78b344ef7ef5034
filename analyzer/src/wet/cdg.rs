//! Static control dependences of a block graph (post-dominators by the
//! Cooper–Harvey–Kennedy iteration on the reverse graph, then the classic
//! edge walk up the post-dominator tree).

/// For every block, the blocks it is control dependent on (sorted). Blocks
/// without successors, and blocks from which no such block is reachable
/// (infinite loops), flow to a virtual exit.
pub fn control_dependences(succs: &[Vec<u32>]) -> Vec<Vec<u32>> {
    let n = succs.len();
    let exit = n;
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    let mut to_exit = vec![false; n];
    for (b, s) in succs.iter().enumerate() {
        if s.is_empty() {
            to_exit[b] = true;
        }
        for &w in s {
            preds[w as usize].push(b);
        }
    }
    // Post-order of the reverse graph from the exit; blocks it misses get
    // an exit edge too, and the search is repeated.
    let order = loop {
        for (b, &e) in to_exit.iter().enumerate() {
            if e && !preds[exit].contains(&b) {
                preds[exit].push(b);
            }
        }
        let mut post = Vec::with_capacity(n + 1);
        let mut seen = vec![false; n + 1];
        seen[exit] = true;
        let mut stack = vec![(exit, 0usize)];
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            if let Some(&w) = preds[v].get(*i) {
                *i += 1;
                if !seen[w] {
                    seen[w] = true;
                    stack.push((w, 0));
                }
            } else {
                post.push(v);
                stack.pop();
            }
        }
        match (0..n).find(|&b| !seen[b]) {
            None => break post,
            // Connect the last-numbered unreached block (a loop without exit).
            Some(_) => {
                let b = (0..n).rev().find(|&b| !seen[b]).expect("unreached");
                to_exit[b] = true;
            }
        }
    };
    let mut number = vec![0usize; n + 1];
    for (i, &v) in order.iter().enumerate() {
        number[v] = i;
    }
    // Successors in the forward graph are predecessors in the reverse one.
    let rsuccs = |b: usize| -> Vec<usize> {
        let mut v: Vec<usize> = succs[b].iter().map(|&w| w as usize).collect();
        if to_exit[b] {
            v.push(exit);
        }
        v
    };
    let mut ipdom: Vec<Option<usize>> = vec![None; n + 1];
    ipdom[exit] = Some(exit);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev().filter(|&&b| b != exit) {
            let mut new: Option<usize> = None;
            for s in rsuccs(b) {
                if ipdom[s].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => s,
                    Some(mut a) => {
                        let mut c = s;
                        while a != c {
                            while number[a] < number[c] {
                                a = ipdom[a].expect("processed");
                            }
                            while number[c] < number[a] {
                                c = ipdom[c].expect("processed");
                            }
                        }
                        a
                    }
                });
            }
            if new.is_some() && ipdom[b] != new {
                ipdom[b] = new;
                changed = true;
            }
        }
    }
    let mut cd: Vec<Vec<u32>> = vec![Vec::new(); n];
    for a in 0..n {
        let stop = ipdom[a].expect("every block reaches the exit");
        for w in rsuccs(a) {
            let mut runner = w;
            while runner != stop && runner != exit {
                if !cd[runner].contains(&(a as u32)) {
                    cd[runner].push(a as u32);
                }
                runner = ipdom[runner].expect("every block reaches the exit");
            }
        }
    }
    for c in &mut cd {
        c.sort_unstable();
    }
    cd
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cd(succs: &[&[u32]]) -> Vec<Vec<u32>> {
        control_dependences(&succs.iter().map(|s| s.to_vec()).collect::<Vec<_>>())
    }

    #[test]
    fn diamond() {
        // 0 → 1 | 2 → 3: 1 and 2 depend on 0, the join on nothing.
        assert_eq!(
            cd(&[&[1, 2], &[3], &[3], &[]]),
            vec![vec![], vec![0], vec![0], vec![]]
        );
    }

    #[test]
    fn while_loop() {
        // 0 → 1 (head: test) → 2 (body) → 1; 1 → 3 exit.
        // The body and the head itself depend on the head's test.
        assert_eq!(
            cd(&[&[1], &[2, 3], &[1], &[]]),
            vec![vec![], vec![1], vec![1], vec![]]
        );
    }

    #[test]
    fn if_without_else_and_early_return() {
        // 0 → 1 | 2; 1 → 2 | 3 (early return); 2 → 3... with 3 the exit.
        assert_eq!(
            cd(&[&[1, 2], &[2, 3], &[3], &[]]),
            vec![vec![], vec![0], vec![0, 1], vec![]]
        );
    }

    #[test]
    fn infinite_loop_still_gets_dependences() {
        // 0 → 1 | 2; 1 → 1 (spins forever); 2 exit.
        let c = cd(&[&[1, 2], &[1], &[]]);
        assert_eq!(c[2], vec![0]);
        assert!(c[1].contains(&0));
    }
}
