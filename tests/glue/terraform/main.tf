# Glue through the hashicorp/aws provider, shaped as AWS's sfn-glue-terraform and dynamodb-glue-s3-terraform
# patterns write it: a catalog database and a partitioned table, a Python shell job whose script is in S3,
# a crawler, and the job's role.
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

variable "endpoint" {
  type = string
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
  s3_use_path_style           = true
}

resource "aws_s3_bucket" "scripts" {
  bucket = "tf-glue-scripts"
}

resource "aws_s3_object" "script" {
  bucket  = aws_s3_bucket.scripts.id
  key     = "scripts/glue_script.py"
  content = <<-EOT
    import sys
    from awsglue.utils import getResolvedOptions
    args = getResolvedOptions(sys.argv, ["message"])
    print("Test Message from the Python script - {}".format(args["message"]))
  EOT
}

resource "aws_iam_role" "glue" {
  name = "tf-glue-role"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Action    = "sts:AssumeRole"
      Effect    = "Allow"
      Principal = { Service = "glue.amazonaws.com" }
    }]
  })
}

resource "aws_iam_role_policy" "glue_s3" {
  name = "read-scripts"
  role = aws_iam_role.glue.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Action   = ["s3:GetObject", "s3:PutObject"]
      Effect   = "Allow"
      Resource = "${aws_s3_bucket.scripts.arn}/*"
    }]
  })
}

resource "aws_glue_catalog_database" "db" {
  name        = "tf_database"
  description = "made by terraform"
  parameters  = { owner = "data" }
  tags        = { team = "data" }
}

resource "aws_glue_catalog_table" "events" {
  name          = "events"
  database_name = aws_glue_catalog_database.db.name
  table_type    = "EXTERNAL_TABLE"
  parameters    = { classification = "json" }

  partition_keys {
    name = "dt"
    type = "string"
  }

  storage_descriptor {
    location      = "s3://${aws_s3_bucket.scripts.id}/events/"
    input_format  = "org.apache.hadoop.mapred.TextInputFormat"
    output_format = "org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat"

    ser_de_info {
      name                  = "json"
      serialization_library = "org.openx.data.jsonserde.JsonSerDe"
    }

    columns {
      name = "id"
      type = "string"
    }
    columns {
      name    = "amount"
      type    = "double"
      comment = "in euros"
    }
  }
}

resource "aws_glue_job" "job" {
  name         = "tf-glue-job"
  description  = "AWS Glue Job terraform example"
  role_arn     = aws_iam_role.glue.arn
  max_capacity = 0.0625
  max_retries  = 0
  timeout      = 60
  glue_version = "3.0"

  command {
    name            = "pythonshell"
    script_location = "s3://${aws_s3_bucket.scripts.id}/${aws_s3_object.script.key}"
    python_version  = "3.9"
  }

  default_arguments = {
    "--job-language" = "python"
    "--message"      = "hello from terraform"
  }

  execution_property {
    max_concurrent_runs = 2
  }

  tags = { team = "data" }
}

resource "aws_glue_crawler" "crawler" {
  name          = "tf-crawler"
  database_name = aws_glue_catalog_database.db.name
  role          = aws_iam_role.glue.arn

  s3_target {
    path = "s3://${aws_s3_bucket.scripts.id}/events/"
  }
}
