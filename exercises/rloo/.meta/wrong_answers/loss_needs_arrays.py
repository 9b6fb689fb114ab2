# fails: loss_accepts_lists_and_int_arrays
def reinforce_loss(seq_logps, advantages):
    return float(-(advantages * seq_logps).mean())  # lists can't be multiplied
