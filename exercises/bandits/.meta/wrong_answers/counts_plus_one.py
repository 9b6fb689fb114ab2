# fails: ucb_matches_spec_examples
# mistake: Untried arms are not played first: 1 is added to every count so that the bonus stays finite, and the scores decide.
def ucb_action(q, counts, c=2**0.5):
    q, counts = np.asarray(q, dtype=float), np.asarray(counts) + 1
    return int(np.argmax(q + c * np.sqrt(np.log(counts.sum()) / counts)))
