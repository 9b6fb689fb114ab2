# fails: advantages_match_spec_examples
# mistake: ValueError is raised for k = 2 as well; two answers per prompt are enough, only k < 2 must raise.
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    k = r.shape[1]
    if k <= 2:  # off by one: k = 2 is fine
        raise ValueError("need k > 2")
    return r - (r.sum(axis=1, keepdims=True) - r) / (k - 1)
