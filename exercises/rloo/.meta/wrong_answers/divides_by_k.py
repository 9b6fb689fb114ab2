# fails: advantages_match_spec_examples
# mistake: The other answers' rewards are summed and divided by k; there are k − 1 of them, so the baseline divides by k − 1.
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    k = r.shape[1]
    if k < 2:
        raise ValueError("need k >= 2")
    return r - (r.sum(axis=1, keepdims=True) - r) / k  # k - 1 others, not k
