# fails: objective_weighs_every_answer_equally
# mistake: Each answer's term is weighted by its number of valid tokens; GSPO averages over the N answers, each weighing the same.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    per_answer = np.minimum(s * adv, np.clip(s, 1 - eps_low, 1 + eps_high) * adv)
    lengths = np.asarray(mask, dtype=bool).sum(axis=1)
    return float((per_answer * lengths).sum() / lengths.sum())  # long answers weigh more
