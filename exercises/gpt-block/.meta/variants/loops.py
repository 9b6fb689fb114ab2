"""A correct answer written from the statement alone, another way: rows, heads and positions
handled one at a time with explicit loops, erf and tanh from math, and a log-sum-exp per row."""

import math

import numpy as np


def _rows(a):
    """The array as a list of its last-axis rows, and the shape to put them back into."""
    return a.reshape(-1, a.shape[-1]), a.shape


def layer_norm(x, g, b, eps=1e-5):
    x = np.array(x, dtype=np.float64)
    g = np.array(g, dtype=np.float64)
    b = np.array(b, dtype=np.float64)
    rows, shape = _rows(x)
    out = np.empty_like(rows)
    for r, row in enumerate(rows):
        n = len(row)
        mean = math.fsum(row) / n
        spread = math.fsum((v - mean) ** 2 for v in row) / n
        scale = 1.0 / math.sqrt(spread + eps)
        for j in range(n):
            out[r, j] = (row[j] - mean) * scale * g[j] + b[j]
    return out.reshape(shape)


def gelu(x, approximate="none"):
    if approximate not in ("none", "tanh"):
        raise ValueError("approximate must be 'none' or 'tanh'")
    x = np.array(x, dtype=np.float64)
    out = np.empty(x.shape, dtype=np.float64)
    c = math.sqrt(2.0 / math.pi)
    for i, v in np.ndenumerate(x):
        if approximate == "none":
            out[i] = v * 0.5 * math.erfc(-v / math.sqrt(2.0))
        else:
            out[i] = 0.5 * v * (1.0 + math.tanh(c * (v + 0.044715 * v * v * v)))
    return out


def _affine(x, layer):
    return np.asarray(x, dtype=np.float64) @ np.asarray(layer["w"], dtype=np.float64) + np.asarray(
        layer["b"], dtype=np.float64
    )


def _one_sequence(x, params, num_heads):
    """The block on one (T, D) sequence."""
    T, D = x.shape
    hs = D // num_heads
    a = layer_norm(x, params["ln_1"]["g"], params["ln_1"]["b"])
    qkv = _affine(a, params["attn"]["c_attn"])
    y = np.zeros((T, D))
    for h in range(num_heads):
        cols = slice(h * hs, (h + 1) * hs)
        q = qkv[:, :D][:, cols]
        k = qkv[:, D : 2 * D][:, cols]
        v = qkv[:, 2 * D :][:, cols]
        for t in range(T):
            scores = [float(q[t] @ k[j]) / math.sqrt(hs) for j in range(t + 1)]
            top = max(scores)
            weights = [math.exp(s - top) for s in scores]
            total = math.fsum(weights)
            y[t, cols] = sum(w * v[j] for j, w in enumerate(weights)) / total
    x = x + _affine(y, params["attn"]["c_proj"])
    m = layer_norm(x, params["ln_2"]["g"], params["ln_2"]["b"])
    hidden = gelu(_affine(m, params["mlp"]["c_fc"]), approximate="tanh")
    return x + _affine(hidden, params["mlp"]["c_proj"])


def gpt2_block(x, params, num_heads):
    x = np.array(x, dtype=np.float64)
    D = x.shape[-1]
    if not (num_heads >= 1 and D % num_heads == 0):
        raise ValueError("num_heads must be at least 1 and divide D")
    seqs = x.reshape(-1, x.shape[-2], D)
    return np.stack([_one_sequence(s, params, num_heads) for s in seqs]).reshape(x.shape)


def token_logprobs(logits, tokens):
    logits = np.array(logits, dtype=np.float64)
    ids = np.array(tokens).astype(np.int64)
    L, V = logits.shape[-2], logits.shape[-1]
    flat_logits = logits.reshape(-1, L, V)
    flat_ids = ids.reshape(-1, L)
    out = np.zeros((flat_logits.shape[0], L - 1))
    for s in range(flat_logits.shape[0]):
        for t in range(L - 1):
            row = flat_logits[s, t]
            top = float(row.max())
            lse = top + math.log(math.fsum(math.exp(z - top) for z in row))
            out[s, t] = row[flat_ids[s, t + 1]] - lse
    return out.reshape(logits.shape[:-2] + (L - 1,))


def gpt2_logits(tokens, params, num_heads):
    ids = np.array(tokens).astype(np.int64)
    wte = np.array(params["wte"], dtype=np.float64)
    wpe = np.array(params["wpe"], dtype=np.float64)
    T = ids.shape[-1]
    if T > len(wpe):
        raise ValueError("the sequence is longer than the context")
    x = np.zeros(ids.shape + (wte.shape[1],))
    for index in np.ndindex(*ids.shape):
        x[index] = wte[ids[index]] + wpe[index[-1]]
    for block in list(params["blocks"]):
        x = gpt2_block(x, block, num_heads)
    x = layer_norm(x, params["ln_f"]["g"], params["ln_f"]["b"])
    return np.einsum("...d,vd->...v", x, wte)
