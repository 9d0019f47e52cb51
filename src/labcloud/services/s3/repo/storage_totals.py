"""Per-bucket storage totals for CloudWatch's daily AWS/S3 storage metrics: bytes and object counts per
storage class over current objects, older versions and delete markers, and incomplete uploads' parts."""

from __future__ import annotations

from labcloud.store.db import Store

_TOTALS = """
SELECT b.account_id, b.region, t.bucket, t.storage_class, SUM(t.bytes), SUM(t.objects)
FROM (
    SELECT bucket, COALESCE(json_extract(headers, '$.StorageClass'), 'STANDARD') AS storage_class,
           SUM(size) AS bytes, COUNT(*) AS objects
    FROM s3_objects GROUP BY bucket, storage_class
    UNION ALL
    SELECT bucket, COALESCE(json_extract(headers, '$.StorageClass'), 'STANDARD') AS storage_class,
           SUM(CASE WHEN is_marker THEN 0 ELSE size END) AS bytes, COUNT(*) AS objects
    FROM s3_versions GROUP BY bucket, storage_class
    UNION ALL
    SELECT u.bucket, 'STANDARD' AS storage_class, SUM(p.size) AS bytes, COUNT(*) AS objects
    FROM s3_parts p JOIN s3_uploads u ON u.upload_id = p.upload_id GROUP BY u.bucket
) AS t JOIN s3_buckets b ON b.name = t.bucket
GROUP BY t.bucket, t.storage_class
ORDER BY t.bucket, t.storage_class
"""


def totals(store: Store) -> list[tuple[str, str, str, str, int, int]]:
    """(account, region, bucket, storage class, bytes, objects) for every bucket holding anything."""
    return [
        (str(r[0]), str(r[1]), str(r[2]), str(r[3]), int(r[4] or 0), int(r[5] or 0))
        for r in store.all(_TOTALS, ())
    ]
