"""Mobile push records: platform applications in ``sns_platform_apps`` and their device endpoints in
``sns_platform_endpoints`` (one endpoint per application and device token)."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class PlatformApp:
    arn: str
    account_id: str
    region: str
    name: str
    platform: str
    attributes: dict[str, str]


@dataclass(frozen=True, slots=True)
class PlatformEndpoint:
    arn: str
    app_arn: str
    token: str
    #: CustomUserData, Enabled, Token as GetEndpointAttributes answers them.
    attributes: dict[str, str]


def _app(row: sqlite3.Row) -> PlatformApp:
    return PlatformApp(
        row["arn"],
        row["account_id"],
        row["region"],
        row["name"],
        row["platform"],
        json.loads(row["attributes"]),
    )


def _endpoint(row: sqlite3.Row) -> PlatformEndpoint:
    return PlatformEndpoint(row["arn"], row["app_arn"], row["token"], json.loads(row["attributes"]))


class Platforms:
    def __init__(self, store: Store) -> None:
        self.store = store

    # ------------------------------------------------------------------ applications

    def app(self, arn: str) -> PlatformApp | None:
        row = self.store.one("SELECT * FROM sns_platform_apps WHERE arn=?", (arn,))
        return _app(row) if row is not None else None

    def put_app(self, app: PlatformApp, now: float) -> None:
        self.store.execute(
            "INSERT INTO sns_platform_apps (arn, account_id, region, name, platform, attributes, created)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(arn) DO UPDATE SET attributes=excluded.attributes",
            (app.arn, app.account_id, app.region, app.name, app.platform, json.dumps(app.attributes), now),
        )

    def remove_app(self, arn: str) -> None:
        self.store.execute("DELETE FROM sns_platform_endpoints WHERE app_arn=?", (arn,))
        self.store.execute("DELETE FROM sns_platform_apps WHERE arn=?", (arn,))

    def apps(self, account_id: str, region: str, after: str, limit: int) -> list[PlatformApp]:
        rows = self.store.all(
            "SELECT * FROM sns_platform_apps WHERE account_id=? AND region=? AND arn>? ORDER BY arn LIMIT ?",
            (account_id, region, after, limit),
        )
        return [_app(r) for r in rows]

    # ------------------------------------------------------------------ endpoints

    def endpoint(self, arn: str) -> PlatformEndpoint | None:
        row = self.store.one("SELECT * FROM sns_platform_endpoints WHERE arn=?", (arn,))
        return _endpoint(row) if row is not None else None

    def endpoint_by_token(self, app_arn: str, token: str) -> PlatformEndpoint | None:
        row = self.store.one(
            "SELECT * FROM sns_platform_endpoints WHERE app_arn=? AND token=?", (app_arn, token)
        )
        return _endpoint(row) if row is not None else None

    def put_endpoint(self, endpoint: PlatformEndpoint, now: float) -> None:
        self.store.execute(
            "INSERT INTO sns_platform_endpoints (arn, app_arn, token, attributes, created) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT(arn) DO UPDATE SET token=excluded.token, attributes=excluded.attributes",
            (endpoint.arn, endpoint.app_arn, endpoint.token, json.dumps(endpoint.attributes), now),
        )

    def remove_endpoint(self, arn: str) -> None:
        self.store.execute("DELETE FROM sns_platform_endpoints WHERE arn=?", (arn,))

    def endpoints(self, app_arn: str, after: str, limit: int) -> list[PlatformEndpoint]:
        rows = self.store.all(
            "SELECT * FROM sns_platform_endpoints WHERE app_arn=? AND arn>? ORDER BY arn LIMIT ?",
            (app_arn, after, limit),
        )
        return [_endpoint(r) for r in rows]
