"""GRPO from scratch: seven small experiments on a toy world, numpy only.

GRPO (Group Relative Policy Optimization) comes from the DeepSeekMath paper
(Shao et al., 2024, arXiv 2402.03300, section 4). It is a policy-gradient method
that drops PPO's learned value network. Instead of asking a critic "how good is
this prompt usually?", it samples G answers to the same prompt and uses their
own statistics: advantage = (reward - group mean) / group std.

Run it in a terminal:

    python3 papers/grpo/grpo_from_scratch.py

Runtime: about one second on one CPU core (measured 0.8 to 1.5 s wall clock for
the whole script, both with Python 3.11 / numpy 2.4 and Python 3.12 / numpy
2.0.2). The same file is meant to run unchanged in Pyodide: numpy only, every
random number from a seeded np.random.default_rng, nothing runs on import, and
the output is identical from run to run.

For a web page:

    run(print_fn)  -> {"baseline": {...}, ..., "breaks": {...}, "figures": {...}}
    figures()      -> the data for two plots, plain lists of floats
    demo_*()       -> one demo each, returns a small dict and prints nothing
    DEMOS          -> (result key, heading, demo function, report function) in order

The toy world stands in for a language model. A handful of maths prompts, each
with a few candidate answers; the "model" is a table of logits, one softmax per
prompt; a verifier scores every answer; a frozen copy of the starting logits is
the reference policy the KL term pulls back towards. Every gradient below is
written out by hand, and so is the Adam optimiser.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

import numpy as np

__all__ = [
    "DEMOS",
    "demo_baseline",
    "demo_one_group",
    "demo_critic",
    "demo_group_size",
    "demo_kl_placement",
    "demo_batch_baseline",
    "demo_breaks",
    "figures",
    "main",
    "run",
]

PrintFn = Callable[[str], object]
Baseline = Literal["group", "batch", "none", "critic"]
StdMode = Literal["population", "sample", "off"]
KlPlacement = Literal["loss", "reward"]

# ---------------------------------------------------------------------------
# Sizes and the settings every training run shares unless a demo says otherwise.
# ---------------------------------------------------------------------------
N_PROMPTS = 6  # maths questions, from easiest (0) to hardest (5)
N_ANSWERS = 8  # candidate answers the "model" can give to each question
EMB_DIM = 8  # length of the prompt embedding the critic reads
GROUP = 8  # G: answers sampled per prompt per step
STEPS = 200  # training steps of every run
LR = 0.05  # Adam learning rate for the policy logits
BETA = 0.02  # KL weight on the default path
CLIP = 0.2  # PPO / GRPO clip range epsilon
STD_EPS = 1e-8  # keeps (r - mean) / std finite when a group's rewards are all equal
HARDEST = N_PROMPTS - 1


# ---------------------------------------------------------------------------
# Section 0. The toy world.
#
# The verifier gives partial credit: the fraction of an answer's checked steps
# that hold up. Each prompt has one candidate that earns all the credit
# available, but hard prompts have less credit available at all (their best
# answer still fails some checks). That spread of difficulty is what makes a
# per-prompt baseline necessary (demo 6).
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class World:
    """Everything a training run needs to know about the task; never mutated."""

    rewards: np.ndarray  # (P, K) verifier score of every candidate answer
    embeddings: np.ndarray  # (P, D) what the critic gets to see of a prompt
    ref_logits: np.ndarray  # (P, K) the frozen reference (the SFT model)
    difficulty: np.ndarray  # (P,) 0 = easy, 1 = hard


def make_world(seed: int = 0) -> World:
    """Build the same world every time for a given seed."""
    rng = np.random.default_rng(seed)
    difficulty = np.linspace(0.0, 1.0, N_PROMPTS)
    credit = rng.uniform(0.0, 1.0, (N_PROMPTS, N_ANSWERS))
    best = rng.integers(N_ANSWERS, size=N_PROMPTS)
    credit[np.arange(N_PROMPTS), best] = 1.0
    ceiling = 1.0 - 0.8 * difficulty  # most credit any answer can earn on a prompt
    rewards = credit * ceiling[:, None]
    # The reference is opinionated, and it is shy of the fully correct answer,
    # so training has something to discover.
    ref_logits = rng.normal(0.0, 0.8, (N_PROMPTS, N_ANSWERS))
    ref_logits[np.arange(N_PROMPTS), best] -= 1.0
    embeddings = rng.normal(0.0, 1.0, (N_PROMPTS, EMB_DIM))
    return World(rewards, embeddings, ref_logits, difficulty)


def softmax(logits: np.ndarray) -> np.ndarray:
    """Row-wise softmax; subtracting the row max changes nothing but avoids overflow."""
    z = logits - logits.max(axis=-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=-1, keepdims=True)


def log_softmax(logits: np.ndarray) -> np.ndarray:
    """Row-wise log of softmax, computed without taking the log of a tiny number."""
    z = logits - logits.max(axis=-1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=-1, keepdims=True))


def true_reward(logits: np.ndarray, world: World) -> float:
    """Expected verifier score of the policy, averaged over prompts (exact, no sampling)."""
    return float((softmax(logits) * world.rewards).sum(axis=-1).mean())


def kl_to_ref(logits: np.ndarray, world: World) -> float:
    """Exact KL(pi || pi_ref), averaged over prompts. The toy world is small enough to sum."""
    logp, logq = log_softmax(logits), log_softmax(world.ref_logits)
    return float((np.exp(logp) * (logp - logq)).sum(axis=-1).mean())


def sample_answers(
    probs: np.ndarray, group: int, rng: np.random.Generator, repeats: int | None = None
) -> np.ndarray:
    """Draw `group` answer indices per prompt, with replacement.

    Inverse-CDF sampling keeps it vectorised: one uniform number per draw,
    counted against the running sum of the prompt's probabilities. Shape
    (P, G), or (repeats, P, G) for many independent batches at once.
    """
    prefix = () if repeats is None else (repeats,)
    u = rng.random(prefix + (probs.shape[0], group))
    cdf = np.cumsum(probs, axis=-1)
    idx = (u[..., None] > cdf[:, None, :]).sum(axis=-1)
    return np.minimum(idx, probs.shape[-1] - 1)  # guards against cdf[-1] = 0.9999999


def gather_rewards(world: World, samples: np.ndarray) -> np.ndarray:
    """Verifier scores of sampled answers; same shape as `samples` (..., P, G)."""
    return world.rewards[np.arange(N_PROMPTS)[:, None], samples]


# ---------------------------------------------------------------------------
# Section 1. Advantages: the only thing GRPO changes.
# ---------------------------------------------------------------------------
def advantages(
    rewards: np.ndarray,
    baseline: Literal["group", "batch", "none"] = "group",
    std: StdMode = "population",
) -> np.ndarray:
    """Turn sampled rewards (..., P, G) into advantages of the same shape.

    "group" subtracts each prompt's own group mean (GRPO); "batch" subtracts one
    mean over every prompt in the batch (the mistake of demo 6); "none" keeps the
    raw reward. The std is taken over the same cells as the mean. GRPO uses the
    population std (divide by G); "sample" divides by G - 1, which is what
    torch.Tensor.std does by default.
    """
    if baseline == "none":
        return rewards.copy()
    axes = (-1,) if baseline == "group" else (-2, -1)
    centred = rewards - rewards.mean(axis=axes, keepdims=True)
    if std == "off":
        return centred
    ddof = 0 if std == "population" else 1
    with warnings.catch_warnings():
        # ddof=1 on a single reward is 0/0; let it become nan quietly, demo 7 shows it.
        warnings.simplefilter("ignore", RuntimeWarning)
        spread = rewards.std(axis=axes, keepdims=True, ddof=ddof)
    return centred / (spread + STD_EPS)


# ---------------------------------------------------------------------------
# Section 2. The gradient, by hand.
#
# For a softmax row pi = softmax(theta) and a sampled answer a,
#     d log pi(a) / d theta = onehot(a) - pi.
# Every term of the GRPO loss is (something) * log pi(a) or a function of
# pi(a), so each sample contributes   coefficient * (onehot(a) - pi)   to its
# prompt's row. All the interesting choices hide in the coefficient.
# ---------------------------------------------------------------------------
def score_gradient(probs: np.ndarray, samples: np.ndarray, coef: np.ndarray) -> np.ndarray:
    """Mean over prompts and group of coef * (onehot(a) - pi), shape (..., P, K).

    `samples` and `coef` are (..., P, G); leading dimensions are independent
    batches (used to measure gradient variance).
    """
    n_prompts, group = samples.shape[-2:]
    onehot = samples[..., None] == np.arange(probs.shape[-1])
    per_sample = coef[..., None] * (onehot - probs[..., None, :])
    return per_sample.sum(axis=-2) / (n_prompts * group)


def grpo_loss_gradient(
    logits: np.ndarray,
    old_logp: np.ndarray,
    ref_logp: np.ndarray,
    samples: np.ndarray,
    adv: np.ndarray,
    beta: float,
    clip: float | None,
) -> np.ndarray:
    """Gradient of the GRPO loss (to be minimised) with respect to the logits.

    loss = -mean[ min(rho * A, clip(rho, 1-eps, 1+eps) * A) - beta * k3 ]
    rho  = pi(a) / pi_old(a)
    k3   = pi_ref(a)/pi(a) - log(pi_ref(a)/pi(a)) - 1     (per sample, >= 0)

    d(rho * A)/d theta = rho * A * (onehot - pi). When the clipped branch is the
    smaller one its value no longer depends on theta, so that sample's gradient
    is exactly zero: that is how clipping stops a step from going too far.
    d k3/d theta = (1 - pi_ref(a)/pi(a)) * (onehot - pi).
    """
    logp_all = log_softmax(logits)
    rows = np.arange(N_PROMPTS)[:, None]
    logp = logp_all[rows, samples]
    rho = np.exp(logp - old_logp)
    if clip is None:
        active = np.ones_like(rho, dtype=bool)
    else:
        # Unclipped term is the min unless rho has left the trust region in the
        # direction the advantage pushes it.
        active = np.where(adv >= 0, rho <= 1.0 + clip, rho >= 1.0 - clip)
    surrogate = np.where(active, rho * adv, 0.0)
    ref_over_pi = np.exp(ref_logp[rows, samples] - logp)
    coef = -surrogate + beta * (1.0 - ref_over_pi)
    return score_gradient(np.exp(logp_all), samples, coef)


@dataclass
class Adam:
    """Adam (Kingma and Ba, 2015) for one parameter array, by hand.

    Keeps a running mean of gradients (m) and of squared gradients (v), both
    bias-corrected, and steps by m / sqrt(v). Two extra numbers per parameter:
    that is the optimiser memory a critic network would also need.
    """

    lr: float
    beta1: float = 0.9
    beta2: float = 0.999
    eps: float = 1e-8
    m: np.ndarray | None = None
    v: np.ndarray | None = None
    t: int = 0

    def step(self, params: np.ndarray, grad: np.ndarray) -> np.ndarray:
        """Return the updated parameters (a new array; `params` is left alone)."""
        if self.m is None or self.v is None:
            self.m, self.v = np.zeros_like(params), np.zeros_like(params)
        self.t += 1
        self.m = self.beta1 * self.m + (1 - self.beta1) * grad
        self.v = self.beta2 * self.v + (1 - self.beta2) * grad**2
        m_hat = self.m / (1 - self.beta1**self.t)
        v_hat = self.v / (1 - self.beta2**self.t)
        # A zero gradient from the start gives m_hat = 0 and a step of exactly 0.
        return params - self.lr * m_hat / (np.sqrt(v_hat) + self.eps)


# ---------------------------------------------------------------------------
# Section 3. The critic GRPO removes: V(prompt) = w . embedding + b.
# ---------------------------------------------------------------------------
@dataclass
class LinearCritic:
    """A value function that predicts a prompt's expected reward from its embedding."""

    w: np.ndarray
    b: float
    opt: Adam

    @classmethod
    def fresh(cls, lr: float = 0.05) -> LinearCritic:
        """Start at V = 0 everywhere: before training it is no baseline at all."""
        return cls(np.zeros(EMB_DIM), 0.0, Adam(lr))

    @staticmethod
    def n_params() -> int:
        """Weights plus bias."""
        return EMB_DIM + 1

    def value(self, emb: np.ndarray) -> np.ndarray:
        """(P,) predicted expected reward per prompt."""
        return emb @ self.w + self.b

    def fit_step(self, emb: np.ndarray, rewards: np.ndarray) -> None:
        """One Adam step on mean squared error against the observed rewards (P, G)."""
        err = self.value(emb)[:, None] - rewards  # (P, G)
        per_prompt = 2.0 * err.mean(axis=-1) / N_PROMPTS  # d mse / d V_p
        grad = np.concatenate([emb.T @ per_prompt, [per_prompt.sum()]])
        packed = self.opt.step(np.concatenate([self.w, [self.b]]), grad)
        self.w, self.b = packed[:-1], float(packed[-1])


# ---------------------------------------------------------------------------
# Section 4. One training loop for every variant.
# ---------------------------------------------------------------------------
def update_on_batch(
    logits: np.ndarray,
    opt: Adam,
    samples: np.ndarray,
    adv: np.ndarray,
    old_logp: np.ndarray,
    ref_logp: np.ndarray,
    beta: float,
    clip: float | None,
    n_updates: int = 1,
) -> np.ndarray:
    """Take `n_updates` Adam steps on the GRPO loss of one sampled batch.

    With one update, rho = 1 and the clip never bites; it matters when the same
    batch is reused for several steps (the paper's inner iterations), demo 7.
    """
    for _ in range(n_updates):
        grad = grpo_loss_gradient(logits, old_logp, ref_logp, samples, adv, beta, clip)
        logits = opt.step(logits, grad)
    return logits


@dataclass
class RunResult:
    """What a training run leaves behind."""

    logits: np.ndarray
    steps: list[int]  # steps at which the curves were recorded
    reward_curve: list[float]
    kl_curve: list[float]
    max_abs_advantage: float
    positive_fraction: float  # share of sampled answers that got A > 0


def train(
    world: World,
    *,
    seed: int,
    steps: int = STEPS,
    group: int = GROUP,
    beta: float = BETA,
    kl_in: KlPlacement = "loss",
    baseline: Baseline = "group",
    std: StdMode = "population",
    lr: float = LR,
    direction: Literal["ascend", "descend"] = "ascend",
    record_every: int = 0,
) -> RunResult:
    """Train the logits from the reference and return where they ended up.

    Each step: sample G answers per prompt from the current policy (which
    becomes pi_old), score them, turn scores into advantages, take one Adam
    step on the clipped GRPO loss.
    """
    rng = np.random.default_rng(seed)
    logits = world.ref_logits.copy()
    ref_logp = log_softmax(world.ref_logits)
    opt = Adam(lr)
    critic = LinearCritic.fresh() if baseline == "critic" else None
    rec_steps: list[int] = []
    rec_reward: list[float] = []
    rec_kl: list[float] = []
    max_adv, n_pos, n_seen = 0.0, 0, 0
    rows = np.arange(N_PROMPTS)[:, None]

    def record(step: int) -> None:
        rec_steps.append(step)
        rec_reward.append(true_reward(logits, world))
        rec_kl.append(kl_to_ref(logits, world))

    if record_every:
        record(0)
    for step in range(1, steps + 1):
        old_logp_all = log_softmax(logits)
        samples = sample_answers(np.exp(old_logp_all), group, rng)
        r = gather_rewards(world, samples)
        old_logp = old_logp_all[rows, samples]
        if kl_in == "reward":
            # PPO-RLHF: a per-sample penalty baked into the reward before any
            # baseline or normalisation touches it (the plain log-ratio, k1).
            r = r - beta * (old_logp - ref_logp[rows, samples])
        if critic is not None:
            adv = r - critic.value(world.embeddings)[:, None]
            adv = adv / (adv.std() + STD_EPS)  # PPO's usual batch-wide normalisation
            critic.fit_step(world.embeddings, r)
        else:
            adv = advantages(r, baseline, std)  # type: ignore[arg-type]
        if direction == "descend":
            adv = -adv
        max_adv = max(max_adv, float(np.abs(adv).max()))
        n_pos += int((adv > 0).sum())
        n_seen += adv.size
        loss_beta = beta if kl_in == "loss" else 0.0
        logits = update_on_batch(logits, opt, samples, adv, old_logp, ref_logp, loss_beta, CLIP)
        if record_every and step % record_every == 0:
            record(step)
    return RunResult(logits, rec_steps, rec_reward, rec_kl, max_adv, n_pos / n_seen)


# ---------------------------------------------------------------------------
# Section 5. Measuring gradient noise.
#
# Draw many independent batches, compute the policy-gradient estimate of each,
# and report the total variance  E || g - E[g] ||^2  (summed over all logits).
# A lower number means fewer samples for the same quality of step.
# ---------------------------------------------------------------------------
def gradient_estimates(
    world: World,
    logits: np.ndarray,
    group: int,
    repeats: int,
    seed: int,
    make_adv: Callable[[np.ndarray], np.ndarray],
) -> np.ndarray:
    """(repeats, P, K) independent estimates of the reward gradient (ascent direction)."""
    rng = np.random.default_rng(seed)
    probs = softmax(logits)
    samples = sample_answers(probs, group, rng, repeats)
    adv = make_adv(gather_rewards(world, samples))
    return score_gradient(probs, samples, adv)


def total_variance(grads: np.ndarray) -> float:
    """E || g - mean(g) ||^2 over the leading axis."""
    dev = grads - grads.mean(axis=0)
    return float((dev**2).sum(axis=(-2, -1)).mean())


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """Cosine similarity of two arrays, flattened."""
    a, b = a.ravel(), b.ravel()
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


def noise_to_signal(grads: np.ndarray) -> float:
    """Total variance divided by the squared length of the mean gradient.

    Scale-free, so estimators whose mean gradients differ in length (the group
    mean shrinks it by (G-1)/G, see demo 1) can be compared fairly. Roughly:
    how many batches you must average before the signal stands out.
    """
    return total_variance(grads) / float(np.sum(grads.mean(axis=0) ** 2))


def rounded(x: np.ndarray | float, digits: int = 6) -> list[float] | float:
    """Plain Python floats with `digits` significant digits: JSON-ready, stable to print."""
    if np.ndim(x) == 0:
        return float(f"{float(x):.{digits}g}") + 0.0  # + 0.0 turns -0.0 into 0.0
    return [float(f"{float(v):.{digits}g}") + 0.0 for v in np.asarray(x).ravel()]


# ===========================================================================
# The demos. Each returns a small dict of plain numbers and prints nothing;
# the matching report_* function turns that dict into text.
# ===========================================================================
VAR_REPEATS = 3000  # independent batches per variance measurement


def demo_baseline() -> dict:
    """Demo 1: the baseline keeps the mean gradient and removes most of the noise."""
    world = make_world()
    ref = world.ref_logits
    g_raw = gradient_estimates(world, ref, GROUP, VAR_REPEATS, 1, lambda r: r)
    g_base = gradient_estimates(
        world, ref, GROUP, VAR_REPEATS, 1, lambda r: advantages(r, "group", "off")
    )
    # Exact gradient of the expected reward, for comparison: pi * (r - E_pi[r]) / P.
    probs = softmax(ref)
    exact = probs * (world.rewards - (probs * world.rewards).sum(-1, keepdims=True)) / N_PROMPTS
    mean_raw, mean_base = g_raw.mean(axis=0), g_base.mean(axis=0)
    var_raw, var_base = total_variance(g_raw), total_variance(g_base)
    return {
        "group": GROUP,
        "repeats": VAR_REPEATS,
        "min_reward": rounded(world.rewards.min(), 4),
        "variance_no_baseline": rounded(var_raw, 4),
        "variance_group_baseline": rounded(var_base, 4),
        "variance_ratio": rounded(var_raw / var_base, 3),
        "noise_to_signal_no_baseline": rounded(noise_to_signal(g_raw), 4),
        "noise_to_signal_group_baseline": rounded(noise_to_signal(g_base), 4),
        "cosine_mean_gradients": rounded(cosine(mean_raw, mean_base), 4),
        "cosine_no_baseline_vs_exact": rounded(cosine(mean_raw, exact), 4),
        "cosine_group_baseline_vs_exact": rounded(cosine(mean_base, exact), 4),
        "norm_ratio": rounded(np.linalg.norm(mean_base) / np.linalg.norm(mean_raw), 4),
        "expected_norm_ratio": rounded((GROUP - 1) / GROUP, 4),
    }


def report_baseline(res: dict, out: PrintFn) -> None:
    out(f"Every verifier score is >= 0 (the smallest is {res['min_reward']:.4f}).")
    out("Without a baseline every sampled answer is pushed up, and only the size of")
    out("the push tells good from bad. Subtracting the group mean removes the part")
    out("all answers share.")
    out(f"{res['repeats']} independent batches, G = {res['group']}, at the reference policy:")
    out("                      raw reward     reward - group mean")
    out(
        f"  total variance      {res['variance_no_baseline']:.3e}      "
        f"{res['variance_group_baseline']:.3e}   ({res['variance_ratio']:.1f}x lower)"
    )
    out(
        f"  noise / signal^2    {res['noise_to_signal_no_baseline']:9.3f}      "
        f"{res['noise_to_signal_group_baseline']:9.3f}"
    )
    out(
        f"  cosine(mean gradient raw, mean gradient with baseline) = "
        f"{res['cosine_mean_gradients']:.4f}"
    )
    out(
        f"  cosine with the exact gradient: raw {res['cosine_no_baseline_vs_exact']:.4f}, "
        f"with baseline {res['cosine_group_baseline_vs_exact']:.4f}"
    )
    out(
        f"  |mean grad with baseline| / |mean grad raw| = {res['norm_ratio']:.4f}"
        f"   (theory: (G-1)/G = {res['expected_norm_ratio']:.4f})"
    )
    out("Same direction, far less noise. The length shrinks by (G-1)/G because the")
    out("group mean includes the answer's own reward with weight 1/G; a constant")
    out("factor like that is invisible to Adam.")


def demo_one_group() -> dict:
    """Demo 2: one prompt, one group of G rewards, every number of the advantage."""
    world = make_world()
    prompt = 2
    rng = np.random.default_rng(3)
    samples = sample_answers(softmax(world.ref_logits), GROUP, rng)[prompt]
    r = world.rewards[prompt, samples]
    mean, std = r.mean(), r.std()  # numpy's default std is the population one (ddof=0)
    adv = (r - mean) / (std + STD_EPS)
    return {
        "prompt": prompt,
        "answers": [int(a) for a in samples],
        "rewards": rounded(r),
        "mean": rounded(mean),
        "std": rounded(std),
        "advantages": rounded(adv),
        "advantage_sum": rounded(round(float(adv.sum()), 9)),
        "advantage_std": rounded(adv.std(), 4),
    }


def report_one_group(res: dict, out: PrintFn) -> None:
    g = len(res["answers"])
    out(f"Prompt {res['prompt']}, G = {g} answers sampled from the reference policy.")
    out(f"  mean = sum(r) / G                    = {res['mean']:.4f}")
    out(f"  std  = sqrt(sum((r - mean)^2) / G)   = {res['std']:.4f}   (population: divide by G)")
    out("  A    = (r - mean) / (std + 1e-8)")
    out("   answer   reward   r - mean   advantage")
    for a, r, adv in zip(res["answers"], res["rewards"], res["advantages"]):
        out(f"   {a:6d}   {r:6.4f}   {r - res['mean']:+8.4f}   {adv:+9.4f}")
    out(f"  sum of advantages {res['advantage_sum']:.6f}, their std {res['advantage_std']:.4f}")
    out("A repeated answer gets the same advantage at each appearance, so its push is")
    out("counted as often as it was sampled. Nothing here needed a network.")


CRITIC_FIT_STEPS = (0, 10, 50, 400)


def demo_critic() -> dict:
    """Demo 3: a learned linear critic against the free group baseline."""
    world = make_world()
    ref = world.ref_logits
    emb = world.embeddings
    probs = softmax(ref)

    def minus(values: np.ndarray) -> Callable[[np.ndarray], np.ndarray]:
        return lambda r: r - values[:, None]

    def noise(make_adv: Callable[[np.ndarray], np.ndarray]) -> tuple[float, float]:
        grads = gradient_estimates(world, ref, GROUP, VAR_REPEATS, 1, make_adv)
        return total_variance(grads), noise_to_signal(grads)

    # Fit the critic on answers sampled from the (fixed) reference policy, and
    # measure its baseline after a given number of updates.
    critic = LinearCritic.fresh()
    rng = np.random.default_rng(5)
    critic_var, critic_nts = [], []
    done = 0
    for target in CRITIC_FIT_STEPS:
        for _ in range(target - done):
            critic.fit_step(emb, gather_rewards(world, sample_answers(probs, GROUP, rng)))
        done = target
        var, nts = noise(minus(critic.value(emb)))
        critic_var.append(var)
        critic_nts.append(nts)
    exact_var, exact_nts = noise(minus((probs * world.rewards).sum(-1)))
    group_var, group_nts = noise(lambda r: advantages(r, "group", "off"))
    with_critic = train(world, seed=11, baseline="critic")
    with_group = train(world, seed=11, baseline="group")
    policy_params = N_PROMPTS * N_ANSWERS
    critic_params = LinearCritic.n_params()
    return {
        "critic_fit_steps": list(CRITIC_FIT_STEPS),
        "variance_critic": rounded(critic_var, 4),
        "noise_to_signal_critic": rounded(critic_nts, 4),
        "variance_exact_value": rounded(exact_var, 4),
        "noise_to_signal_exact_value": rounded(exact_nts, 4),
        "variance_group": rounded(group_var, 4),
        "noise_to_signal_group": rounded(group_nts, 4),
        "policy_params": policy_params,
        "critic_params": critic_params,
        "policy_plus_critic_params": policy_params + critic_params,
        "adam_numbers_policy_only": 3 * policy_params,
        "adam_numbers_with_critic": 3 * (policy_params + critic_params),
        "train_steps": STEPS,
        "reference_reward": rounded(true_reward(ref, world), 4),
        "final_reward_critic": rounded(true_reward(with_critic.logits, world), 4),
        "final_reward_group": rounded(true_reward(with_group.logits, world), 4),
    }


def report_critic(res: dict, out: PrintFn) -> None:
    out("Gradient noise at the reference policy, G = 8 (lower is better):")
    out("                                             variance   noise/signal^2")
    for k, v, n in zip(
        res["critic_fit_steps"], res["variance_critic"], res["noise_to_signal_critic"]
    ):
        note = "   V = 0: no baseline yet" if k == 0 else ""
        out(f"  linear critic, {k:3d} fitting steps         {v:.3e}   {n:9.3f}{note}")
    out(
        f"  exact expected reward (perfect critic)   {res['variance_exact_value']:.3e}"
        f"   {res['noise_to_signal_exact_value']:9.3f}"
    )
    out(
        f"  group mean, no parameters                {res['variance_group']:.3e}"
        f"   {res['noise_to_signal_group']:9.3f}"
    )
    out("Parameters (numbers Adam keeps: parameters + m + v):")
    out(
        f"  policy only, {N_PROMPTS} x {N_ANSWERS} logits           {res['policy_params']:4d}"
        f"   ({res['adam_numbers_policy_only']})"
    )
    out(
        f"  policy + critic ({EMB_DIM} weights + 1 bias) {res['policy_plus_critic_params']:4d}"
        f"   ({res['adam_numbers_with_critic']})"
    )
    out(f"Expected reward after {res['train_steps']} steps, same seed, G = {GROUP} both:")
    out(f"  reference policy         {res['reference_reward']:.4f}")
    out(f"  PPO-style, critic        {res['final_reward_critic']:.4f}")
    out(f"  GRPO, group baseline     {res['final_reward_group']:.4f}")
    out("A well-fitted critic is a little quieter than the group mean (the mean of G")
    out("samples is itself noisy), but it has to be trained first and keep up as the")
    out("policy moves; the group mean is usable from the first step. Here the critic")
    out(f"is {res['critic_params']} numbers. For a language model it is a second network")
    out("the size of the policy, with its own optimiser state: what GRPO deletes.")


GROUP_SIZES = (1, 2, 4, 8, 16)


def demo_group_size() -> dict:
    """Demo 4: how noise and learning depend on G; G = 1 cannot learn at all."""
    world = make_world()
    ref = world.ref_logits
    variances, signal, final, max_adv, moved = [], [], [], [], []
    for g in GROUP_SIZES:
        grads = gradient_estimates(world, ref, g, VAR_REPEATS, 1, advantages)
        variances.append(total_variance(grads))
        signal.append(float(np.linalg.norm(grads.mean(axis=0))))
        result = train(world, seed=11, group=g)
        final.append(true_reward(result.logits, world))
        max_adv.append(result.max_abs_advantage)
        moved.append(float(np.abs(result.logits - ref).max()))
    return {
        "G": list(GROUP_SIZES),
        "variance": rounded(variances, 4),
        "mean_gradient_norm": rounded(signal, 4),
        "final_reward": rounded(final, 4),
        "max_abs_advantage": rounded(max_adv, 4),
        "max_param_change": rounded(moved, 4),
        "reference_reward": rounded(true_reward(ref, world), 4),
        "train_steps": STEPS,
    }


def report_group_size(res: dict, out: PrintFn) -> None:
    out("GRPO advantages (group mean, population std) at the reference policy, then")
    out(f"{res['train_steps']} training steps with each G:")
    out("     G   grad variance   |mean grad|   final reward   max|A|   max|theta - ref|")
    for i, g in enumerate(res["G"]):
        out(
            f"  {g:4d}   {res['variance'][i]:13.3e}   {res['mean_gradient_norm'][i]:11.3e}"
            f"   {res['final_reward'][i]:12.4f}   {res['max_abs_advantage'][i]:6.3f}"
            f"   {res['max_param_change'][i]:16.4f}"
        )
    out(f"  reference policy reward: {res['reference_reward']:.4f}")
    out("G = 1: the group mean is the answer's own reward, so every advantage is 0,")
    out("every gradient is 0 and every Adam step is exactly 0: the policy stays the")
    out("reference. From G = 2 on the variance falls, about halving per doubling of")
    out("G from G = 4 on. max|A| grows with G: after unit-std normalisation a lone")
    out("outlier in a group of G gets |A| = sqrt(G - 1).")


BETAS = (0.0, 0.5, 1.0, 2.0)
SMALL_BETA = BETA  # the default used everywhere else
RECORD_EVERY = 10
PLACEMENTS: tuple[KlPlacement, ...] = ("loss", "reward")


def kl_ref_to_policy(logits: np.ndarray, world: World) -> float:
    """Exact KL(pi_ref || pi), the direction whose gradient k3 follows in expectation."""
    logp, logq = log_softmax(logits), log_softmax(world.ref_logits)
    return float((np.exp(logq) * (logq - logp)).sum(axis=-1).mean())


def demo_kl_placement() -> dict:
    """Demo 5: the KL penalty as a loss term (GRPO, k3) or inside the reward (PPO-RLHF)."""
    world = make_world()
    res: dict = {"betas": list(BETAS), "small_beta": SMALL_BETA, "train_steps": STEPS}
    for place in PLACEMENTS:
        runs = [
            train(world, seed=11, beta=b, kl_in=place, record_every=RECORD_EVERY) for b in BETAS
        ]
        small = train(world, seed=11, beta=SMALL_BETA, kl_in=place)
        res[f"kl_in_{place}"] = {
            "true_reward": [rounded(r.reward_curve[-1], 4) for r in runs],
            "kl": [rounded(r.kl_curve[-1], 4) for r in runs],
            "kl_ref_to_policy": [rounded(kl_ref_to_policy(r.logits, world), 4) for r in runs],
            "small_beta_true_reward": rounded(true_reward(small.logits, world), 4),
            "small_beta_kl": rounded(kl_to_ref(small.logits, world), 4),
        }
        if place == "loss":
            res["curves"] = {
                "steps": runs[0].steps,
                "true_reward": [rounded(r.reward_curve, 5) for r in runs],
                "kl": [rounded(r.kl_curve, 5) for r in runs],
            }
    res["reference_reward"] = rounded(true_reward(world.ref_logits, world), 4)
    return res


def report_kl_placement(res: dict, out: PrintFn) -> None:
    out(f"{res['train_steps']} steps, G = {GROUP}. KL columns are exact sums over answers.")
    out("           KL in the loss (GRPO, k3)                KL in the reward (PPO-RLHF)")
    out("   beta    reward   KL(pi||ref)   KL(ref||pi)       reward   KL(pi||ref)")
    loss, rew = res["kl_in_loss"], res["kl_in_reward"]
    for i, b in enumerate(res["betas"]):
        out(
            f"   {b:4.2f}    {loss['true_reward'][i]:6.4f}   {loss['kl'][i]:11.4f}"
            f"   {loss['kl_ref_to_policy'][i]:11.4f}       {rew['true_reward'][i]:6.4f}"
            f"   {rew['kl'][i]:11.4f}"
        )
    out(f"  reference policy: reward {res['reference_reward']:.4f}, KL 0")
    out(f"  small beta = {res['small_beta']}, the default of the other demos:")
    out(
        f"   in the loss:   reward {loss['small_beta_true_reward']:.4f},"
        f" KL(pi||ref) {loss['small_beta_kl']:.4f}"
    )
    out(
        f"   in the reward: reward {rew['small_beta_true_reward']:.4f},"
        f" KL(pi||ref) {rew['small_beta_kl']:.4f}"
    )
    out("Larger beta, shorter leash, in both placements; but the same beta does not")
    out("mean the same thing in the two. In the reward, the penalty is centred and")
    out("divided by the group std along with the score, so its weight depends on how")
    out("spread out the scores are. In the loss it has a gradient of its own.")
    out("Why a small beta does not show in the loss column (its KL differs from the")
    out("beta = 0 run by run-to-run noise only): in expectation the k3 gradient with")
    out("respect to the logits is pi - pi_ref, the gradient of KL(ref||pi). That leash")
    out("stops any answer the reference likes from vanishing, yet lets the policy put")
    out("most of its mass on one answer, which is what KL(pi||ref) measures. Its pull")
    out("is bounded while the normalised advantages are of size 1, so beta has to")
    out("approach 1 before KL(pi||ref) drops a lot.")


def demo_batch_baseline() -> dict:
    """Demo 6: one baseline for the whole batch punishes every answer of a hard prompt."""
    world = make_world()
    ref = world.ref_logits
    probs = softmax(ref)
    mu = (probs * world.rewards).sum(-1)  # expected reward of each prompt
    r_hard = world.rewards[HARDEST]
    n = N_PROMPTS * GROUP
    # Expected advantage of answer a of the hard prompt, given that it was sampled,
    # with unnormalised baselines. The batch mean holds this sample, G - 1 other
    # samples of the same prompt and G samples of every other prompt.
    others = GROUP * (mu.sum() - mu[HARDEST])
    batch_adv = r_hard - (r_hard + (GROUP - 1) * mu[HARDEST] + others) / n
    group_adv = (GROUP - 1) / GROUP * (r_hard - mu[HARDEST])
    # The same thing in one sampled batch, with the usual std normalisation.
    samples = sample_answers(probs, GROUP, np.random.default_rng(3))
    rewards = gather_rewards(world, samples)
    # Noise of the hard prompt's gradient row under each baseline.
    nts = {}
    for kind in ("group", "batch"):
        grads = gradient_estimates(
            world, ref, GROUP, VAR_REPEATS, 1, lambda r, k=kind: advantages(r, k)
        )
        nts[kind] = noise_to_signal(grads[:, HARDEST : HARDEST + 1, :])
    by_group = train(world, seed=11, baseline="group")
    by_batch = train(world, seed=11, baseline="batch")
    return {
        "hard_prompt": HARDEST,
        "group": GROUP,
        "rewards_hard": rounded(r_hard, 4),
        "batch_mean_reward": rounded(mu.mean(), 4),
        "expected_adv_batch": rounded(batch_adv, 4),
        "expected_adv_group": rounded(group_adv, 4),
        "all_negative_batch": bool((batch_adv < 0).all()),
        "positive_answers_group": int((group_adv > 0).sum()),
        "sampled_answers_hard": [int(a) for a in samples[HARDEST]],
        "sampled_adv_batch": rounded(advantages(rewards, "batch")[HARDEST], 3),
        "sampled_adv_group": rounded(advantages(rewards, "group")[HARDEST], 3),
        "hard_noise_to_signal_group": rounded(nts["group"], 4),
        "hard_noise_to_signal_batch": rounded(nts["batch"], 4),
        "best_possible": rounded(world.rewards.max(axis=-1), 4),
        "reference_per_prompt": rounded(mu, 4),
        "final_per_prompt_group": rounded((softmax(by_group.logits) * world.rewards).sum(-1), 4),
        "final_per_prompt_batch": rounded((softmax(by_batch.logits) * world.rewards).sum(-1), 4),
    }


def signed(values: list[float]) -> str:
    """Format a short list of numbers with signs and fixed decimals."""
    return "[" + ", ".join(f"{v:+.3f}" for v in values) + "]"


def report_batch_baseline(res: dict, out: PrintFn) -> None:
    h = res["hard_prompt"]
    out(f"Hardest prompt ({h}): even its best answer scores {max(res['rewards_hard']):.4f},")
    out(f"below the expected reward of the whole batch ({res['batch_mean_reward']:.4f}).")
    out(
        f"Expected advantage of each answer of prompt {h}, given it was sampled (G = "
        f"{res['group']}):"
    )
    out("   answer   reward   batch baseline   per-prompt baseline")
    for a, (r, b, g) in enumerate(
        zip(res["rewards_hard"], res["expected_adv_batch"], res["expected_adv_group"])
    ):
        out(f"   {a:6d}   {r:6.4f}   {b:+14.4f}   {g:+19.4f}")
    verdict = "every answer negative" if res["all_negative_batch"] else "NOT all negative"
    out(
        f"  batch baseline: {verdict}. Per-prompt baseline: the "
        f"{res['positive_answers_group']} answers above"
    )
    out("  the prompt's own average are positive, the rest negative.")
    out(f"One sampled batch, prompt {h}, answers {res['sampled_answers_hard']}:")
    out(f"  A, batch baseline   {signed(res['sampled_adv_batch'])}")
    out(f"  A, group baseline   {signed(res['sampled_adv_group'])}")
    out(
        f"Noise/signal^2 of prompt {h}'s gradient row: batch baseline "
        f"{res['hard_noise_to_signal_batch']:.2f}, per-prompt baseline "
        f"{res['hard_noise_to_signal_group']:.2f}"
    )
    out("Expected reward per prompt after training (easy -> hard):")
    out("   prompt   best    reference   group baseline   batch baseline")
    for p in range(N_PROMPTS):
        best, start = res["best_possible"][p], res["reference_per_prompt"][p]
        grp, bat = res["final_per_prompt_group"][p], res["final_per_prompt_batch"][p]
        out(f"   {p:6d}   {best:.3f}   {start:9.3f}   {grp:14.3f}   {bat:14.3f}")
    out("A batch-wide baseline is still a constant, so on average it points the same")
    out("way; but in any one batch it tells the hard prompt 'everything you did was")
    out("bad', pushes every sampled answer down and hands the mass to unsampled ones.")
    out("The useful signal is left to cancellations across many batches.")


def overfit_one_batch(world: World, clip: float | None, updates: int, lr: float) -> dict:
    """Reuse one batch for many Adam steps and watch how far the policy walks."""
    rows = np.arange(N_PROMPTS)[:, None]
    old_all = log_softmax(world.ref_logits)
    samples = sample_answers(np.exp(old_all), GROUP, np.random.default_rng(3))
    adv = advantages(gather_rewards(world, samples))
    logits = update_on_batch(
        world.ref_logits.copy(),
        Adam(lr),
        samples,
        adv,
        old_all[rows, samples],
        old_all,
        0.0,
        clip,
        updates,
    )
    ratio = np.exp(log_softmax(logits)[rows, samples] - old_all[rows, samples])
    return {
        "kl_from_old": rounded(kl_to_ref(logits, world), 4),  # pi_old is the reference here
        "ratio_min": rounded(ratio.min(), 4),
        "ratio_max": rounded(ratio.max(), 4),
    }


def demo_breaks() -> dict:
    """Demo 7: four small bugs and the symptom each one leaves."""
    world = make_world()
    ref = world.ref_logits
    correct = train(world, seed=11)

    # 1. Sample std (ddof=1) instead of population std.
    pair = np.array([[0.2, 0.6]])
    nan_run = train(world, seed=11, group=1, std="sample", steps=3)

    # 2. Forgetting the baseline: raw rewards as advantages, small groups.
    raw = train(world, seed=11, baseline="none", group=2, record_every=50)
    grp = train(world, seed=11, baseline="group", group=2, record_every=50)

    # 3. Wrong sign: minimising the objective instead of maximising it.
    flipped = train(world, seed=11, direction="descend")

    # 4. Many big Adam steps on one batch, with and without the clip.
    clipped = overfit_one_batch(world, CLIP, updates=30, lr=0.1)
    unclipped = overfit_one_batch(world, None, updates=30, lr=0.1)
    return {
        "reference_reward": rounded(true_reward(ref, world), 4),
        "correct_reward": rounded(true_reward(correct.logits, world), 4),
        "g2_population_adv": rounded(advantages(pair, "group", "population")[0], 4),
        "g2_sample_adv": rounded(advantages(pair, "group", "sample")[0], 4),
        "g1_sample_std_logits_nan": bool(np.isnan(nan_run.logits).all()),
        "no_baseline_positive_fraction": rounded(raw.positive_fraction, 4),
        "group_baseline_positive_fraction": rounded(grp.positive_fraction, 4),
        "curve_steps": raw.steps,
        "no_baseline_reward_curve": rounded(raw.reward_curve, 4),
        "group_baseline_reward_curve": rounded(grp.reward_curve, 4),
        "wrong_sign_reward": rounded(true_reward(flipped.logits, world), 4),
        "one_batch_updates": 30,
        "clipped": clipped,
        "unclipped": unclipped,
    }


def report_breaks(res: dict, out: PrintFn) -> None:
    out(
        f"Reference reward {res['reference_reward']:.4f}; "
        f"correct GRPO after {STEPS} steps: {res['correct_reward']:.4f}."
    )
    out("Break 1: sample std (divide by G - 1), which is torch's .std() default.")
    out(
        f"  G = 2, rewards [0.2, 0.6]: population {res['g2_population_adv']},"
        f" sample {res['g2_sample_adv']}"
    )
    out("  the advantages lose their unit spread, and at G = 1 the sample std is 0/0:")
    out(f"  all logits NaN after 3 steps: {res['g1_sample_std_logits_nan']}")
    out("Break 2: no baseline (the raw score is the advantage), G = 2.")
    out(
        f"  share of sampled answers pushed up: {res['no_baseline_positive_fraction']:.0%}"
        f" (group baseline: {res['group_baseline_positive_fraction']:.0%}; the rest"
    )
    out("  pushed down, or exactly 0 once both answers of a pair agree)")
    steps = ", ".join(str(s) for s in res["curve_steps"])
    out(f"  expected reward at steps {steps}:")
    out(f"    no baseline     {res['no_baseline_reward_curve']}")
    out(f"    group baseline  {res['group_baseline_reward_curve']}")
    out("  it still learns, only from the size of the pushes, so slower and noisier.")
    out("Break 3: wrong sign (gradient ascent on the loss):")
    out(
        f"  final reward {res['wrong_sign_reward']:.4f}, far below the reference:"
        " it learns to fail."
    )
    n = res["one_batch_updates"]
    c, u = res["clipped"], res["unclipped"]
    out(f"Break 4: {n} Adam steps (lr 0.1) on a single batch, beta 0:")
    out(
        f"  clip eps = {CLIP}: KL(pi||pi_old) {c['kl_from_old']:.3f},"
        f" pi/pi_old of sampled answers in [{c['ratio_min']:.2f}, {c['ratio_max']:.2f}]"
    )
    out(
        f"  no clip:        KL(pi||pi_old) {u['kl_from_old']:.3f},"
        f" pi/pi_old of sampled answers in [{u['ratio_min']:.2f}, {u['ratio_max']:.2f}]"
    )
    shrink = u["kl_from_old"] / c["kl_from_old"]
    out("  Without the clip the policy keeps chasing one batch of 8 answers per prompt;")
    out(f"  the clip cuts how far that batch drags it by {shrink:.1f}x. It is not a fence:")
    out("  a sample whose ratio has left [1-eps, 1+eps] in the direction of its")
    out("  advantage only stops contributing. Other samples of the same prompt (through")
    out("  the shared softmax) and Adam's momentum keep moving it, hence ratios past 1.2.")


# ---------------------------------------------------------------------------
# Section 6. Running everything.
# ---------------------------------------------------------------------------
DEMOS: list[tuple[str, str, Callable[[], dict], Callable[[dict, PrintFn], None]]] = [
    ("baseline", "Demo 1: why a baseline", demo_baseline, report_baseline),
    ("one_group", "Demo 2: one group worked by hand", demo_one_group, report_one_group),
    ("critic", "Demo 3: a learned critic versus the group baseline", demo_critic, report_critic),
    ("group_size", "Demo 4: group size G", demo_group_size, report_group_size),
    (
        "kl_placement",
        "Demo 5: KL in the loss versus KL in the reward",
        demo_kl_placement,
        report_kl_placement,
    ),
    (
        "batch_baseline",
        "Demo 6: per-prompt versus batch baseline",
        demo_batch_baseline,
        report_batch_baseline,
    ),
    ("breaks", "Demo 7: deliberate breaks", demo_breaks, report_breaks),
]


def figures_from(group_size: dict, kl_placement: dict) -> dict:
    """Plot data from the results of demos 4 and 5, without running anything again."""
    curves = kl_placement["curves"]
    return {
        "variance_vs_group_size": {
            "G": list(group_size["G"]),
            "variance": list(group_size["variance"]),
        },
        "kl_sweep": {
            "betas": list(kl_placement["betas"]),
            "steps": list(curves["steps"]),
            "true_reward": [list(c) for c in curves["true_reward"]],
            "kl": [list(c) for c in curves["kl"]],
        },
    }


def figures() -> dict:
    """Data for the two plots: variance against G, reward and KL against steps per beta."""
    return figures_from(demo_group_size(), demo_kl_placement())


def run(print_fn: PrintFn = print) -> dict:
    """Run all seven demos in order, printing through print_fn; return their results."""
    results: dict = {}
    for key, title, compute, report in DEMOS:
        print_fn("")
        print_fn("=" * 76)
        print_fn(title)
        print_fn("=" * 76)
        results[key] = compute()
        report(results[key], print_fn)
    results["figures"] = figures_from(results["group_size"], results["kl_placement"])
    return results


def main() -> None:
    """Terminal entry point. Prints no timings, so two runs give identical output."""
    results = run(print)
    json.dumps(results)  # the page will ship these as JSON; fail loudly here if not


if __name__ == "__main__":
    main()
