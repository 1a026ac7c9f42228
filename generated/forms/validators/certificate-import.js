// generated from specs/forms/certificate-import.schema.json and certificate-import.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["79636a98"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["type","name","certificate"],"properties":{"type":{"type":"string","title":"Certificate Type","default":"local","oneOf":[{"const":"local","title":"Local Certificate"},{"const":"ca","title":"CA Certificate"}]},"name":{"type":"string","minLength":1,"maxLength":35,"pattern":"^[A-Za-z0-9_.-]*$","description":"Name on the unit: letters, digits, '-', '_' and '.'.","title":"Name","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name can contain only letters, digits, '-', '_' and '.'."}},"certificate":{"type":"string","minLength":1,"pattern":"^\\s*-----BEGIN CERTIFICATE-----[\\s\\S]+-----END CERTIFICATE-----\\s*$","description":"Paste the certificate, or load it from a .pem, .crt or .cer file.","title":"Certificate (PEM)","errorMessage":{"minLength":"This field is required.","pattern":"Enter the certificate in PEM format, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----."}},"private_key":{"type":"string","pattern":"^\\s*-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\\s\\S]+-----END ([A-Z]+ )?PRIVATE KEY-----\\s*$","description":"The private key in PEM format (local certificates).","title":"Private Key (PEM)","errorMessage":{"pattern":"Enter the private key in PEM format, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----."}},"password":{"type":"string","maxLength":128,"description":"Password of an encrypted private key.","title":"Key Password","errorMessage":{"maxLength":"The password cannot be longer than 128 characters."}},"comment":{"type":"string","maxLength":255,"description":"Comment.","title":"Comment","errorMessage":{"maxLength":"The comment cannot be longer than 255 characters."}}},"allOf":[{"if":{"properties":{"type":{"const":"local"}},"required":["type"]},"then":{"required":["private_key"],"properties":{"private_key":{"minLength":1,"errorMessage":{"minLength":"A local certificate needs its private key."}},"password":{}},"errorMessage":{"required":{"private_key":"A local certificate needs its private key."}}}}],"errorMessage":{"required":{"type":"This field is required.","name":"This field is required.","certificate":"This field is required."}},"$id":"79636a98"};
const func1 = __mod0.default;
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const pattern4 = new RegExp("^[A-Za-z0-9_.-]*$", "u");
const pattern5 = new RegExp("^\\s*-----BEGIN CERTIFICATE-----[\\s\\S]+-----END CERTIFICATE-----\\s*$", "u");
const pattern6 = new RegExp("^\\s*-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\\s\\S]+-----END ([A-Z]+ )?PRIVATE KEY-----\\s*$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
if("local" !== data.type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.private_key === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "private_key"},message:"must have required property '"+"private_key"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.private_key !== undefined){
let data1 = data.private_key;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/private_key",schemaPath:"#/allOf/0/then/properties/private_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.allOf[0].then.properties.private_key,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"minLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath+"/private_key")) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#/allOf/0/then/properties/private_key") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(37)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath:instancePath+"/private_key",schemaPath:"#/allOf/0/then/properties/private_key/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.allOf[0].then.properties.private_key.errorMessage[key0],schema:schema53.allOf[0].then.properties.private_key.errorMessage,parentSchema:schema53.allOf[0].then.properties.private_key,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
}
if(errors > 0){
const emErrors1 = {"required":{"private_key":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath)) && (err7.keyword in emErrors1)) && (err7.schemaPath.indexOf("#/allOf/0/then") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(14)))){
emPropParams0 = obj0[err7.keyword];
emParamsErrors0 = emErrors1[err7.keyword][err7.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err7);
err7.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp0 in emErrors1[key1]){
emParamsErrors0 = emErrors1[key1][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key1] && templates1[key1][keyProp0];
const err8 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.allOf[0].then.errorMessage[key1][keyProp0],schema:schema53.allOf[0].then.errorMessage,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
const emErrs1 = [];
for(const err9 of vErrors){
if(!err9.emUsed){
emErrs1.push(err9);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.private_key = true;
props0.password = true;
props0.type = true;
}
}
if(!valid1){
const err10 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[0].if,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.name === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.certificate === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "certificate"},message:"must have required property '"+"certificate"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key2 in data){
if(!((((((key2 === "type") || (key2 === "name")) || (key2 === "certificate")) || (key2 === "private_key")) || (key2 === "password")) || (key2 === "comment"))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err15 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.type.type,parentSchema:schema53.properties.type,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs10 = errors;
let valid5 = false;
let passing0 = null;
const _errs11 = errors;
if("local" !== data2){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: "local"},message:"must be equal to constant",schema:"local",parentSchema:schema53.properties.type.oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs11 === errors;
if(_valid1){
valid5 = true;
passing0 = 0;
}
const _errs12 = errors;
if("ca" !== data2){
const err17 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: "ca"},message:"must be equal to constant",schema:"ca",parentSchema:schema53.properties.type.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs12 === errors;
if(_valid1 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err18 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.type.oneOf,parentSchema:schema53.properties.type,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 === "string"){
if(func1(data3) > 35){
const err19 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data3) < 1){
const err20 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern4.test(data3)){
const err21 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]*$"+"\"",schema:"^[A-Za-z0-9_.-]*$",parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates2 = {};
for(const err23 of vErrors){
if((((((err23.keyword !== "errorMessage") && (!err23.emUsed)) && (err23.instancePath === instancePath+"/name")) && (err23.keyword in emErrors2)) && (err23.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err23.schemaPath.slice(17)))){
emErrors2[err23.keyword].push(err23);
err23.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err24 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema53.properties.name.errorMessage[key3],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
const emErrs2 = [];
for(const err25 of vErrors){
if(!err25.emUsed){
emErrs2.push(err25);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.certificate !== undefined){
let data4 = data.certificate;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err26 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.certificate,data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern5.test(data4)){
const err27 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/pattern",keyword:"pattern",params:{pattern: "^\\s*-----BEGIN CERTIFICATE-----[\\s\\S]+-----END CERTIFICATE-----\\s*$"},message:"must match pattern \""+"^\\s*-----BEGIN CERTIFICATE-----[\\s\\S]+-----END CERTIFICATE-----\\s*$"+"\"",schema:"^\\s*-----BEGIN CERTIFICATE-----[\\s\\S]+-----END CERTIFICATE-----\\s*$",parentSchema:schema53.properties.certificate,data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.certificate.type,parentSchema:schema53.properties.certificate,data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"minLength":[],"pattern":[]};
const templates3 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/certificate")) && (err29.keyword in emErrors3)) && (err29.schemaPath.indexOf("#/properties/certificate") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(24)))){
emErrors3[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err30 = {instancePath:instancePath+"/certificate",schemaPath:"#/properties/certificate/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema53.properties.certificate.errorMessage[key4],schema:schema53.properties.certificate.errorMessage,parentSchema:schema53.properties.certificate,data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
const emErrs3 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs3.push(err31);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.private_key !== undefined){
let data5 = data.private_key;
if(typeof data5 === "string"){
if(!pattern6.test(data5)){
const err32 = {instancePath:instancePath+"/private_key",schemaPath:"#/properties/private_key/pattern",keyword:"pattern",params:{pattern: "^\\s*-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\\s\\S]+-----END ([A-Z]+ )?PRIVATE KEY-----\\s*$"},message:"must match pattern \""+"^\\s*-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\\s\\S]+-----END ([A-Z]+ )?PRIVATE KEY-----\\s*$"+"\"",schema:"^\\s*-----BEGIN ([A-Z]+ )?PRIVATE KEY-----[\\s\\S]+-----END ([A-Z]+ )?PRIVATE KEY-----\\s*$",parentSchema:schema53.properties.private_key,data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/private_key",schemaPath:"#/properties/private_key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.private_key.type,parentSchema:schema53.properties.private_key,data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"pattern":[]};
const templates4 = {};
for(const err34 of vErrors){
if((((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && (err34.instancePath === instancePath+"/private_key")) && (err34.keyword in emErrors4)) && (err34.schemaPath.indexOf("#/properties/private_key") === 0)) && (/^\/[^\/]*$/.test(err34.schemaPath.slice(24)))){
emErrors4[err34.keyword].push(err34);
err34.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err35 = {instancePath:instancePath+"/private_key",schemaPath:"#/properties/private_key/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema53.properties.private_key.errorMessage[key5],schema:schema53.properties.private_key.errorMessage,parentSchema:schema53.properties.private_key,data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
const emErrs4 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs4.push(err36);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.password !== undefined){
let data6 = data.password;
if(typeof data6 === "string"){
if(func1(data6) > 128){
const err37 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema53.properties.password,data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.password.type,parentSchema:schema53.properties.password,data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"maxLength":[]};
const templates5 = {};
for(const err39 of vErrors){
if((((((err39.keyword !== "errorMessage") && (!err39.emUsed)) && (err39.instancePath === instancePath+"/password")) && (err39.keyword in emErrors5)) && (err39.schemaPath.indexOf("#/properties/password") === 0)) && (/^\/[^\/]*$/.test(err39.schemaPath.slice(21)))){
emErrors5[err39.keyword].push(err39);
err39.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err40 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema53.properties.password.errorMessage[key6],schema:schema53.properties.password.errorMessage,parentSchema:schema53.properties.password,data:data6};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
const emErrs5 = [];
for(const err41 of vErrors){
if(!err41.emUsed){
emErrs5.push(err41);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.comment !== undefined){
let data7 = data.comment;
if(typeof data7 === "string"){
if(func1(data7) > 255){
const err42 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.comment,data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comment.type,parentSchema:schema53.properties.comment,data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"maxLength":[]};
const templates6 = {};
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath+"/comment")) && (err44.keyword in emErrors6)) && (err44.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(20)))){
emErrors6[err44.keyword].push(err44);
err44.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err45 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema53.properties.comment.errorMessage[key7],schema:schema53.properties.comment.errorMessage,parentSchema:schema53.properties.comment,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
const emErrs6 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs6.push(err46);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"required":{"type":[],"name":[],"certificate":[]}};
const templates7 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err48 of vErrors){
if((((((err48.keyword !== "errorMessage") && (!err48.emUsed)) && (err48.instancePath === instancePath)) && (err48.keyword in emErrors7)) && (err48.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err48.schemaPath.slice(1)))){
emPropParams1 = obj0[err48.keyword];
emParamsErrors1 = emErrors7[err48.keyword][err48.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err48);
err48.emUsed = true;
}
}
}
for(const key8 in emErrors7){
for(const keyProp1 in emErrors7[key8]){
emParamsErrors1 = emErrors7[key8][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates7[key8] && templates7[key8][keyProp1];
const err49 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key8][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
const emErrs7 = [];
for(const err50 of vErrors){
if(!err50.emUsed){
emErrs7.push(err50);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-29b1809c"] = validate25;
const schema54 = {"properties":{"type":{"const":"local"}},"required":["type"],"$id":"-29b1809c"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if("local" !== data0){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "local"},message:"must be equal to constant",schema:"local",parentSchema:schema54.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

exports["7caa3c50"] = validate26;
const schema55 = {"const":"local","title":"Local Certificate","$id":"7caa3c50"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("local" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "local"},message:"must be equal to constant",schema:"local",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-3c4c4252"] = validate27;
const schema56 = {"const":"ca","title":"CA Certificate","$id":"-3c4c4252"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("ca" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ca"},message:"must be equal to constant",schema:"ca",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
