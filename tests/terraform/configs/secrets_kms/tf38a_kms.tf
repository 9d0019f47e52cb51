# A KMS key policy and a grant on the app key (issue 38).

resource "aws_kms_key_policy" "app" {
  key_id = aws_kms_key.app.id
  policy = jsonencode({
    Version = "2012-10-17"
    Id      = "${var.prefix}-app"
    Statement = [
      {
        Sid       = "account"
        Effect    = "Allow"
        Principal = { AWS = "arn:aws:iam::000000000000:root" }
        Action    = "kms:*"
        Resource  = "*"
      },
      {
        Sid       = "rotation"
        Effect    = "Allow"
        Principal = { AWS = aws_iam_role.rotation.arn }
        Action    = ["kms:Decrypt", "kms:GenerateDataKey"]
        Resource  = "*"
      },
    ]
  })
}

resource "aws_kms_grant" "rotation" {
  name              = "${var.prefix}-rotation"
  key_id            = aws_kms_key.app.key_id
  grantee_principal = aws_iam_role.rotation.arn
  operations        = ["Encrypt", "Decrypt", "GenerateDataKey"]
}
