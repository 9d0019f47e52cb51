# A KMS key with imported key material (the provider wraps the material itself with
# GetParametersForImport's public key) and an alias on it (issue 38).

resource "aws_kms_external_key" "byok" {
  description             = "${var.prefix} imported key"
  key_material_base64     = "15/M/heeXeHrTtbkaKgDX3GfBPgSwfmXMKCRnRXzzmg="
  deletion_window_in_days = 7
  enabled                 = true # the provider disables the key after the import unless told so
  tags                    = { origin = "external" }
}

resource "aws_kms_alias" "byok" {
  name          = "alias/${var.prefix}-byok"
  target_key_id = aws_kms_external_key.byok.id
}
