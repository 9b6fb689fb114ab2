# fails: loss_accepts_lists_and_int_arrays
# mistake: reinforce_loss multiplies its inputs as they arrive, so Python lists raise a TypeError; inputs may be lists or integer arrays.
def reinforce_loss(seq_logps, advantages):
    return float(-(advantages * seq_logps).mean())  # lists can't be multiplied
