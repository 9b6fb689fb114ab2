# fails: loss_is_minus_the_mean_over_every_answer
def reinforce_loss(seq_logps, advantages):
    prod = np.asarray(advantages, float) * np.asarray(seq_logps, float)
    return float(-prod.sum() / len(prod))  # sum over answers, mean over prompts only
