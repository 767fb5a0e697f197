"""Progress as lines for a log: a line now and then with an estimate, and the end of a stage that had them."""

from __future__ import annotations

from audioguide.common.progress import StageLines


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_lines_with_an_estimate_every_ten_seconds() -> None:
    lines: list[str] = []
    clock = Clock()
    with StageLines("speech", 544, lines.append, clock=clock) as stage:
        for _ in range(8):
            clock.now += 3
            stage.advance(20)
        clock.now += 60
        stage.advance(384)
    assert lines == [
        "speech: 80 of 544 (15%), about 70 s left",
        "speech: 160 of 544 (29%), about 58 s left",
        "speech: 544 of 544 in 84 s",
    ]


def test_a_long_stage_says_minutes_and_a_failed_one_no_end() -> None:
    lines: list[str] = []
    clock = Clock()
    try:
        with StageLines("episodes", 10, lines.append, clock=clock) as stage:
            clock.now += 600
            stage.advance(1)
            raise KeyboardInterrupt
    except KeyboardInterrupt:
        pass
    assert lines == ["episodes: 1 of 10 (10%), estimating"]


def test_a_quick_stage_says_nothing() -> None:
    lines: list[str] = []
    clock = Clock()
    with StageLines("speech", 3, lines.append, clock=clock) as stage:
        clock.now += 9
        stage.advance(3)
    assert lines == []


def test_no_estimate_before_there_is_enough_to_tell() -> None:
    """The first sentence waits for the workers to start: its 12 s are not the pace of the rest (0.1 s each),
    which took 55 s in all: no "about 106 min left"."""
    lines: list[str] = []
    clock = Clock()
    with StageLines("speech", 544, lines.append, clock=clock) as stage:
        clock.now += 12
        stage.advance(1)
        for _ in range(543):
            clock.now += 0.08
            stage.advance(1)
    assert lines == [
        "speech: 1 of 544 (0%), estimating",
        "speech: 127 of 544 (23%), about 33 s left",
        "speech: 252 of 544 (46%), about 23 s left",
        "speech: 377 of 544 (69%), about 13 s left",
        "speech: 502 of 544 (92%), about 3 s left",
        "speech: 544 of 544 in 55 s",
    ]
