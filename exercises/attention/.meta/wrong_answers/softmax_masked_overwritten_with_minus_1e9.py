# fails: softmax_excludes_masked_entries_whatever_the_logits
# mistake: softmax overwrites masked logits with -1e9 and takes a plain softmax, so a slice with no allowed entry comes out uniform and a masked entry beside allowed logits below -1e9 takes the weight; masked entries are to be left out exactly.
def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    if mask is not None:
        x = np.where(np.asarray(mask, dtype=bool), x, -1e9)
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)
