"""Alarms in ``cw_alarms`` and their history in ``cw_alarm_history``: every statement on them, rows read
as typed :class:`AlarmRow` / :class:`HistoryRow` records (the alarm's configuration is its JSON ``doc``)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, NamedTuple, cast

from labcloud import json_document
from labcloud.store.db import Store

from ..alarms import INITIAL_REASON, alarm_arn
from ..errors import combination, not_found, unsupported, validation
from ..tokens import decode_token, encode_token


class AlarmRow(NamedTuple):
    account_id: str
    region: str
    name: str
    doc: str  # JSON: the alarm's configuration
    state: str
    state_reason: str
    state_reason_data: str | None
    state_updated: float
    state_transitioned: float
    tags: str  # JSON list of {"Key", "Value"}
    last_evaluated: float
    alarm_type: str  # MetricAlarm or CompositeAlarm


class HistoryRow(NamedTuple):
    seq: int
    account_id: str
    region: str
    name: str
    ts: float
    item_type: str
    summary: str
    data: str  # JSON
    alarm_type: str


_ALARM = ", ".join(AlarmRow._fields)
_HISTORY = ", ".join(HistoryRow._fields)
_alarm = cast(Callable[[Any], AlarmRow], partial(tuple.__new__, AlarmRow))
_history = cast(Callable[[Any], HistoryRow], partial(tuple.__new__, HistoryRow))


_KIND = {"MetricAlarm": "metric alarm", "CompositeAlarm": "composite alarm"}


class Alarms:
    """The ``cw_alarms`` and ``cw_alarm_history`` tables."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def _one(self, sql: str, args: Sequence[object]) -> AlarmRow | None:
        row = self.store.one(sql, args)
        return None if row is None else _alarm(row)

    def _all(self, sql: str, args: Sequence[object]) -> list[AlarmRow]:
        return [_alarm(row) for row in self.store.all(sql, args)]

    def set_tags(self, row: AlarmRow, tags: list[dict[str, str]]) -> None:
        self.store.execute(
            "UPDATE cw_alarms SET tags=? WHERE account_id=? AND region=? AND name=?",
            (json.dumps(tags), row.account_id, row.region, row.name),
        )

    def get(self, account: str, region: str, name: str) -> AlarmRow | None:
        return self._one(
            f"SELECT {_ALARM} FROM cw_alarms WHERE account_id=? AND region=? AND name=?",
            (account, region, name),
        )

    def require(self, account: str, region: str, name: str) -> AlarmRow:
        row = self.get(account, region, name)
        if row is None:
            raise not_found(f"Alarm {name} not found")
        return row

    def count(self, account: str, region: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM cw_alarms WHERE account_id=? AND region=?", (account, region)
            )
            or 0
        )

    def put(
        self,
        account: str,
        region: str,
        name: str,
        config: dict[str, Any],
        tags: list[dict[str, str]],
        now: float,
        alarm_type: str = "MetricAlarm",
    ) -> bool:
        """Create or overwrite the configuration (the state is kept on update); True when created.
        An alarm keeps its type: a metric alarm's name cannot be reused for a composite, nor the reverse."""
        existing = self.get(account, region, name)
        if existing is not None and existing.alarm_type != alarm_type:
            raise validation(
                f"The alarm {name} already exists as a {_KIND[existing.alarm_type]}; an alarm's name is "
                "unique across metric and composite alarms."
            )
        doc = json.dumps(config)
        if existing is None:
            self.store.execute(
                "INSERT INTO cw_alarms (account_id, region, name, doc, state, state_reason, state_reason_data,"
                " state_updated, state_transitioned, tags, last_evaluated, alarm_type)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,0,?)",
                (
                    account,
                    region,
                    name,
                    doc,
                    "INSUFFICIENT_DATA",
                    INITIAL_REASON,
                    None,
                    now,
                    now,
                    json.dumps(tags),
                    alarm_type,
                ),
            )
        else:
            self.store.execute(
                "UPDATE cw_alarms SET doc=?, last_evaluated=0 WHERE account_id=? AND region=? AND name=?",
                (doc, account, region, name),
            )
        summary = f'Alarm "{name}" {"created" if existing is None else "updated"}'
        kind = "Create" if existing is None else "Update"
        self.history(
            account,
            region,
            name,
            now,
            "ConfigurationUpdate",
            summary,
            {
                "version": "1.0",
                "type": kind,
                ("createdAlarm" if existing is None else "updatedAlarm"): self.describe_row(
                    self.get(account, region, name)  # type: ignore[arg-type]
                ),
            },
            alarm_type,
        )
        return existing is None

    def set_state(self, row: AlarmRow, state: str, reason: str, reason_data: str | None, now: float) -> None:
        self.store.execute(
            "UPDATE cw_alarms SET state=?, state_reason=?, state_reason_data=?, state_updated=?,"
            " state_transitioned=? WHERE account_id=? AND region=? AND name=?",
            (state, reason, reason_data, now, now, row.account_id, row.region, row.name),
        )
        old: dict[str, Any] = {"stateValue": row.state, "stateReason": row.state_reason}
        new: dict[str, Any] = {"stateValue": state, "stateReason": reason}
        if reason_data:
            try:
                new["stateReasonData"] = json_document.loads(reason_data)
            except ValueError:
                new["stateReasonData"] = reason_data
        self.history(
            row.account_id,
            row.region,
            row.name,
            now,
            "StateUpdate",
            f"Alarm updated from {row.state} to {state}",
            {"version": "1.0", "oldState": old, "newState": new},
            row.alarm_type,
        )

    def history(
        self,
        account: str,
        region: str,
        name: str,
        now: float,
        item_type: str,
        summary: str,
        data: dict[str, Any],
        alarm_type: str = "MetricAlarm",
    ) -> None:
        self.store.execute(
            "INSERT INTO cw_alarm_history (account_id, region, name, ts, item_type, summary, data, alarm_type)"
            " VALUES (?,?,?,?,?,?,?,?)",
            (account, region, name, now, item_type, summary, json.dumps(data), alarm_type),
        )

    def delete(self, account: str, region: str, names: Sequence[str]) -> None:
        absent = [n for n in names if self.get(account, region, n) is None]
        if absent:
            raise not_found(f"The following alarms were not found: [{', '.join(absent)}]")
        for name in names:
            self.store.execute(
                "DELETE FROM cw_alarms WHERE account_id=? AND region=? AND name=?", (account, region, name)
            )

    def set_actions_enabled(self, account: str, region: str, names: Sequence[str], enabled: bool) -> None:
        for name in names:
            row = self.get(account, region, name)
            if row is None:
                continue
            doc = json.loads(row.doc)
            doc["ActionsEnabled"] = enabled
            self.store.execute(
                "UPDATE cw_alarms SET doc=? WHERE account_id=? AND region=? AND name=?",
                (json.dumps(doc), account, region, name),
            )

    # ------------------------------------------------------------------ reading

    def describe_row(self, row: AlarmRow) -> dict[str, Any]:
        doc = json.loads(row.doc)
        out: dict[str, Any] = {
            "AlarmName": row.name,
            "AlarmArn": alarm_arn(row.region, row.account_id, row.name),
        }
        out.update(doc)
        out["AlarmConfigurationUpdatedTimestamp"] = doc.get("_updated", row.state_updated)
        out.pop("_updated", None)
        if out.get("Metrics"):
            out.pop("Period", None)  # kept for evaluation; a metric math alarm shows its periods in Metrics
        out["StateValue"] = row.state
        out["StateReason"] = row.state_reason
        if row.state_reason_data:
            out["StateReasonData"] = row.state_reason_data
        out["StateUpdatedTimestamp"] = row.state_updated
        out["StateTransitionedTimestamp"] = row.state_transitioned
        return out

    def all(self, account: str, region: str) -> list[AlarmRow]:
        return self._all(
            f"SELECT {_ALARM} FROM cw_alarms WHERE account_id=? AND region=? ORDER BY name", (account, region)
        )

    def of_type(self, account: str, region: str, alarm_type: str) -> list[AlarmRow]:
        return self._all(
            f"SELECT {_ALARM} FROM cw_alarms WHERE account_id=? AND region=? AND alarm_type=? ORDER BY name",
            (account, region, alarm_type),
        )

    def everywhere(self) -> list[AlarmRow]:
        return self._all(f"SELECT {_ALARM} FROM cw_alarms ORDER BY account_id, region, name", ())

    def describe(
        self,
        account: str,
        region: str,
        params: Mapping[str, Any],
        only: Sequence[str] | None = None,
    ) -> dict[str, Any]:
        """DescribeAlarms over both kinds (``AlarmTypes``, metric alarms by default), by name; ``only``
        narrows it to those names (the children or parents a composite filter resolved)."""
        names = params.get("AlarmNames")
        prefix = params.get("AlarmNamePrefix")
        if names and prefix:
            raise combination(
                "The parameters AlarmNames and AlarmNamePrefix are mutually exclusive and you have "
                "specified both."
            )
        types = params.get("AlarmTypes") or ["MetricAlarm"]
        limit = params.get("MaxRecords") or 50
        after = ""
        if params.get("NextToken"):
            token = decode_token(params["NextToken"])
            if not isinstance(token, str):
                from .errors import invalid_token

                raise invalid_token()
            after = token
        rows = []
        for row in self.all(account, region):
            if row.alarm_type not in types:
                continue
            if row.name <= after and after:
                continue
            if only is not None and row.name not in only:
                continue
            if names and row.name not in names:
                continue
            if prefix and not row.name.startswith(prefix):
                continue
            if params.get("StateValue") and row.state != params["StateValue"]:
                continue
            if params.get("ActionPrefix"):
                doc = json.loads(row.doc)
                actions = (
                    doc.get("OKActions", [])
                    + doc.get("AlarmActions", [])
                    + doc.get("InsufficientDataActions", [])
                )
                if not any(a.startswith(params["ActionPrefix"]) for a in actions):
                    continue
            rows.append(row)
        page = rows[:limit]
        answer: dict[str, Any] = {
            "MetricAlarms": [self.describe_row(r) for r in page if r.alarm_type == "MetricAlarm"]
        }
        if "CompositeAlarm" in types:
            answer["CompositeAlarms"] = [
                self.describe_row(r) for r in page if r.alarm_type == "CompositeAlarm"
            ]
        if len(rows) > limit:
            answer["NextToken"] = encode_token(rows[limit - 1].name)
        return answer

    def for_metric(self, account: str, region: str, params: Mapping[str, Any]) -> list[dict[str, Any]]:
        wanted_dims = sorted((d["Name"], d["Value"]) for d in params.get("Dimensions") or ())
        out = []
        for row in self.all(account, region):
            if row.alarm_type != "MetricAlarm":
                continue
            doc = json.loads(row.doc)
            if doc.get("Metrics"):
                metrics = [q["MetricStat"] for q in doc["Metrics"] if q.get("MetricStat")]
                matches = any(
                    m["Metric"].get("MetricName") == params["MetricName"]
                    and m["Metric"].get("Namespace") == params["Namespace"]
                    for m in metrics
                )
                if not matches:
                    continue
            else:
                if (
                    doc.get("MetricName") != params["MetricName"]
                    or doc.get("Namespace") != params["Namespace"]
                ):
                    continue
                if (
                    params.get("Dimensions") is not None
                    and sorted((d["Name"], d["Value"]) for d in doc.get("Dimensions") or ()) != wanted_dims
                ):
                    continue
                for member in ("Statistic", "ExtendedStatistic", "Period", "Unit"):
                    if params.get(member) is not None and doc.get(member) != params[member]:
                        break
                else:
                    out.append(self.describe_row(row))
                continue
            out.append(self.describe_row(row))
        return out

    def read_history(self, account: str, region: str, params: Mapping[str, Any]) -> dict[str, Any]:
        if params.get("AlarmContributorId"):
            raise unsupported("AlarmContributorId (multi-time-series alarms)")
        types = params.get("AlarmTypes") or ["MetricAlarm", "CompositeAlarm"]
        sql = f"SELECT {_HISTORY} FROM cw_alarm_history WHERE account_id=? AND region=?"
        args: list[Any] = [account, region]
        kinds = [t for t in ("MetricAlarm", "CompositeAlarm") if t in types]
        sql += f" AND alarm_type IN ({','.join('?' * len(kinds)) or 'NULL'})"
        args.extend(kinds)
        if params.get("AlarmName"):
            sql += " AND name=?"
            args.append(params["AlarmName"])
        if params.get("HistoryItemType"):
            sql += " AND item_type=?"
            args.append(params["HistoryItemType"])
        if params.get("StartDate"):
            sql += " AND ts >= ?"
            args.append(params["StartDate"].timestamp())
        if params.get("EndDate"):
            sql += " AND ts <= ?"
            args.append(params["EndDate"].timestamp())
        descending = (params.get("ScanBy") or "TimestampDescending") == "TimestampDescending"
        if params.get("NextToken"):
            token = decode_token(params["NextToken"])
            if not isinstance(token, int):
                from .errors import invalid_token

                raise invalid_token()
            sql += " AND seq < ?" if descending else " AND seq > ?"
            args.append(token)
        limit = params.get("MaxRecords") or 100
        sql += f" ORDER BY seq {'DESC' if descending else 'ASC'} LIMIT ?"
        args.append(limit + 1)
        rows = [_history(r) for r in self.store.all(sql, args)]
        items = [
            {
                "AlarmName": r.name,
                "AlarmType": r.alarm_type,
                "Timestamp": r.ts,
                "HistoryItemType": r.item_type,
                "HistorySummary": r.summary,
                "HistoryData": r.data,
            }
            for r in rows[:limit]
        ]
        answer: dict[str, Any] = {"AlarmHistoryItems": items}
        if len(rows) > limit:
            answer["NextToken"] = encode_token(int(rows[limit - 1].seq))
        return answer
