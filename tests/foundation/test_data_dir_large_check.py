"""The corruption check of a large data dir (issue 42: 1 GB of state answering within 2 s).

Reading the whole file (``PRAGMA quick_check``) costs about 1.5 s of CPU per GiB, so a database above
``LABCLOUD_FULL_CHECK_BYTES`` (256 MiB by default; 0 here, so that a small fixture takes that path)
has its structure checked before the start and the whole file just after, on a thread of its own:
- damage to the structure (the schema, a table's root or edges) is still refused, the file untouched;
- damage deeper in a table no longer keeps the server from starting, and the whole-file check then
  says in the log that the file is corrupt and what to do.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from labcloud.testing.server_process import LabcloudProcess, free_port

FIXTURE = Path(__file__).parent / "fixtures" / "datadir-main-40748a3.sql"
PAGE = 4096


def _env() -> dict[str, str]:
    return {**os.environ, "LABCLOUD_FULL_CHECK_BYTES": "0"}


def _restore_fixture(data_dir: Path, bulk_rows: int = 0) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    db = data_dir / "labcloud.db"
    conn = sqlite3.connect(db)
    conn.executescript(FIXTURE.read_text())
    if bulk_rows:
        conn.execute("CREATE TABLE bulk (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
        conn.executemany("INSERT INTO bulk (body) VALUES (?)", [("b" * 900,) for _ in range(bulk_rows)])
        conn.commit()
    conn.close()
    return db


def _wreck(db: Path, pages: list[int]) -> None:
    raw = bytearray(db.read_bytes())
    for page in pages:
        offset = (page - 1) * PAGE
        raw[offset : offset + 64] = b"\xa5" * 64
    db.write_bytes(bytes(raw))


def test_wrecked_structure_of_a_large_database_is_refused_untouched(tmp_path: Path) -> None:
    db = _restore_fixture(tmp_path / "d")
    _wreck(db, list(range(3, db.stat().st_size // PAGE + 1)))  # every page after the schema's
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "labcloud.cli",
            "up",
            "--port",
            str(free_port()),
            "--data-dir",
            str(db.parent),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(),
    )
    assert result.returncode == 1, result.stderr
    assert "labcloud will not modify it. Move it away (keep it for recovery)" in result.stderr
    assert "Traceback" not in result.stderr
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before


def test_deep_damage_in_a_large_database_is_reported_after_the_start(tmp_path: Path) -> None:
    db = _restore_fixture(tmp_path / "d", bulk_rows=3000)
    conn = sqlite3.connect(db)
    leaves = [
        row[0] for row in conn.execute("SELECT pageno FROM dbstat WHERE name='bulk' AND pagetype='leaf'")
    ]
    conn.close()
    assert len(leaves) > 100
    _wreck(db, [sorted(leaves)[len(leaves) // 2]])  # a leaf in the middle: not a root, not an edge
    server = LabcloudProcess(data_dir=db.parent, env=_env()).start(timeout=60)
    try:
        sqs = server.boto3_client("sqs")
        assert sqs.get_queue_url(QueueName="kept-queue")["QueueUrl"]  # the fixture's queue is served
        deadline = time.monotonic() + 30
        log = ""
        while time.monotonic() < deadline:
            log = server.log_path.read_text()
            if "is corrupt (SQLite quick_check:" in log:
                break
            time.sleep(0.1)
        assert f"{db} is corrupt (SQLite quick_check:" in log
        assert "Stop labcloud, keep the file for recovery, and start it with another --data-dir." in log
    finally:
        server.stop()
