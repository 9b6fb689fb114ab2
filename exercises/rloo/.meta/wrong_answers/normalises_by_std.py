# fails: advantages_match_spec_examples
# mistake: The leave-one-out advantages are divided by the group's standard deviation, as GRPO does; RLOO does not normalise them.
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    k = r.shape[1]
    if k < 2:
        raise ValueError("need k >= 2")
    adv = r - (r.sum(axis=1, keepdims=True) - r) / (k - 1)
    return adv / (r.std(axis=1, keepdims=True) + 1e-8)  # GRPO's scaling, not RLOO's
