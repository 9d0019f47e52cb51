"""The live view at 800 px wide: the top bar packs into a few rows and the panels' tables keep their width."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def test_the_live_view_at_800_pixels(labcloud: LabcloudProcess, browser: Any, output_dir: Path) -> None:
    labcloud.boto3_client("sqs").create_queue(QueueName="a-rather-long-queue-name-for-orders")
    context = browser.new_context(viewport={"width": 800, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(labcloud.endpoint + "/_labcloud/view/")
        page.wait_for_selector("#queues tr[data-queue='a-rather-long-queue-name-for-orders']")
        assert page.evaluate("document.documentElement.scrollWidth") <= 800
        # The sticky top bar takes at most three short rows (it took four, 140 px, before).
        assert page.evaluate("document.querySelector('header.top').getBoundingClientRect().height") < 100
        # The queue's name stays on one line, and its table fits its panel (no clipping).
        cell = page.evaluate("document.querySelector('#queues tr td').getBoundingClientRect().height")
        assert cell < 30, cell
        panel = page.evaluate(
            "(() => { const p = document.getElementById('panel-queues'); return [p.scrollWidth, p.clientWidth]; })()"
        )
        assert panel[0] <= panel[1], panel
        assert errors == []
        page.screenshot(path=str(output_dir / "view-800.png"))
    finally:
        context.close()
