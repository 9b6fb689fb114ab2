# fails: loss_is_minus_the_mean_over_every_answer
# mistake: The sum of A·log π is divided by the number of rows (prompts) instead of by the number n of answers, every element.
def reinforce_loss(seq_logps, advantages):
    prod = np.asarray(advantages, float) * np.asarray(seq_logps, float)
    return float(-prod.sum() / len(prod))  # sum over answers, mean over prompts only
