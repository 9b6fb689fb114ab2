"""From logits to tokens: temperature, top-k, top-p, min-p, inverse-CDF sampling and speculative
sampling. Your answer.

Fill in the four functions. Use numpy only; do not change the input arrays. The last step of
next_token_probs is a softmax over the kept tokens only: the masked softmax you wrote in the
attention exercise (softmax(x, mask=kept)) does exactly that, if you want to paste it here.
"""

import numpy as np


def next_token_probs(logits, temperature=1.0, top_k=None, top_p=None, min_p=None) -> np.ndarray:
    """The next-token distribution after temperature, top-k, top-p and min-p, in that order.

    logits: float array (..., V), each entry finite or -inf (a banned token), at least one
        finite entry per row; each row along the last axis is one distribution.
    temperature: >= 0; 0 means greedy (one-hot at the first largest logit).
    top_k: None or an integer >= 1. top_p: None or 0 < top_p <= 1. min_p: None or in [0, 1].
    ValueError for anything else.
    Returns a new float64 array of the shape of logits, each row summing to 1.
    """
    raise NotImplementedError("next_token_probs is not written yet")


def sample_token(probs, u) -> int:
    """Inverse-CDF sampling: the first index whose running sum is > u * total.

    probs: (V,) non-negative weights with a positive sum (not necessarily normalised).
    u: a float in [0, 1) (ValueError otherwise).
    Returns a Python int.
    """
    raise NotImplementedError("sample_token is not written yet")


def speculative_step(p_target, q_draft, draft_tokens, u_accept, u_resample) -> list[int]:
    """One step of speculative sampling: accept a prefix of the drafts, then one more token.

    p_target: (K + 1, V) the target's distributions at the K drafts and after the last one.
    q_draft: (K, V) the draft's distributions at the K drafts ([] allowed when K = 0).
    draft_tokens: K token ids. u_accept: K uniforms in [0, 1). u_resample: one uniform.
    ValueError if p_target does not have K + 1 rows, q_draft is not (K, V), or u_accept does
    not have K entries.
    Returns a list of 1 to K + 1 Python ints.
    """
    raise NotImplementedError("speculative_step is not written yet")


def expected_tokens_per_step(alpha, k) -> float:
    """Expected tokens per speculative step: 1 + alpha + ... + alpha^k.

    alpha: the acceptance rate, in [0, 1]. k: the number of drafts, an integer >= 0.
    ValueError otherwise. Returns a Python float.
    """
    raise NotImplementedError("expected_tokens_per_step is not written yet")
