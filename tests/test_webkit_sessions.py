"""tests/engines/webkit.py: a WebKitWebDriver that never answers a new session is ended and
asked again, rather than left to hang the run (seen under a busy core)."""

from __future__ import annotations

import threading
from types import SimpleNamespace
from typing import Any

import pytest
from engines import webkit


class Service:
    def __init__(self) -> None:
        self.stopped = threading.Event()

    def stop(self) -> None:
        self.stopped.set()


def fake_webdriver(hangs: int) -> tuple[Any, list[Service]]:
    """A selenium stand-in whose first `hangs` sessions wait until their service is stopped."""
    services: list[Service] = []

    def start(options: Any, service: Service) -> Any:
        services.append(service)
        if len(services) <= hangs:
            service.stopped.wait()
            raise ConnectionResetError("the driver went away")
        return SimpleNamespace(session=len(services))

    return SimpleNamespace(WebKitGTK=start), services


def test_a_session_that_never_starts_is_ended_and_tried_again() -> None:
    engine = webkit.WebKit(":0", timeout_s=0.2)
    selenium, services = fake_webdriver(hangs=2)
    results = [engine._start_session(selenium, None, Service()) for _ in range(3)]
    assert results[:2] == [None, None] and results[2].session == 3
    assert [s.stopped.is_set() for s in services] == [True, True, False]


def test_an_error_starting_a_session_is_raised_not_retried() -> None:
    def broken(options: Any, service: Any) -> Any:
        raise ValueError("no MiniBrowser")

    with pytest.raises(ValueError, match="no MiniBrowser"):
        webkit.WebKit(":0", timeout_s=5)._start_session(
            SimpleNamespace(WebKitGTK=broken), None, Service()
        )
