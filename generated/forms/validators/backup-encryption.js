// generated from specs/forms/backup-encryption.schema.json and backup-encryption.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
import * as __mod1_ns from "ajv/dist/runtime/equal.js";
const __mod1 = __mod1_ns.default && __mod1_ns.default.__esModule ? __mod1_ns.default : __mod1_ns;
const exports = {};
exports["1f72cd3d"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["backup","encrypt"],"properties":{"backup":{"type":"boolean","title":"Backup Configuration","default":true},"encrypt":{"type":"boolean","title":"Encryption","default":false},"password":{"type":"string","title":"Password","maxLength":63,"errorMessage":{"maxLength":"The password cannot be longer than 63 characters."}},"confirmPassword":{"type":"string","title":"Confirm Password","maxLength":63,"const":{"$data":"1/password"},"errorMessage":{"maxLength":"The password cannot be longer than 63 characters.","const":"Passwords do not match."}}},"if":{"required":["backup","encrypt"],"properties":{"backup":{"const":true},"encrypt":{"const":true}}},"then":{"required":["password","confirmPassword"],"properties":{"password":{"minLength":1,"errorMessage":{"minLength":"This field is required"}},"confirmPassword":{"minLength":1,"errorMessage":{"minLength":"This field is required"}}},"errorMessage":{"required":{"password":"This field is required","confirmPassword":"This field is required"}}},"$id":"1f72cd3d"};
const func1 = __mod0.default;
const func0 = __mod1.default;
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.backup === undefined) && (missing0 = "backup")) || ((data.encrypt === undefined) && (missing0 = "encrypt"))){
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
if(data.backup !== undefined){
const _errs3 = errors;
if(true !== data.backup){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.encrypt !== undefined){
const _errs4 = errors;
if(true !== data.encrypt){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.password === undefined){
const err3 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema53.then.required,parentSchema:schema53.then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.confirmPassword === undefined){
const err4 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "confirmPassword"},message:"must have required property '"+"confirmPassword"+"'",schema:schema53.then.required,parentSchema:schema53.then,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.password !== undefined){
let data2 = data.password;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err5 = {instancePath:instancePath+"/password",schemaPath:"#/then/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.then.properties.password,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"minLength":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/password")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/then/properties/password") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(26)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/password",schemaPath:"#/then/properties/password/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.then.properties.password.errorMessage[key0],schema:schema53.then.properties.password.errorMessage,parentSchema:schema53.then.properties.password,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.confirmPassword !== undefined){
let data3 = data.confirmPassword;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err9 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/then/properties/confirmPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.then.properties.confirmPassword,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minLength":[]};
const templates1 = {};
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath+"/confirmPassword")) && (err10.keyword in emErrors1)) && (err10.schemaPath.indexOf("#/then/properties/confirmPassword") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(33)))){
emErrors1[err10.keyword].push(err10);
err10.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err11 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/then/properties/confirmPassword/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.then.properties.confirmPassword.errorMessage[key1],schema:schema53.then.properties.confirmPassword.errorMessage,parentSchema:schema53.then.properties.confirmPassword,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
const emErrs1 = [];
for(const err12 of vErrors){
if(!err12.emUsed){
emErrs1.push(err12);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
}
if(errors > 0){
const emErrors2 = {"required":{"password":[],"confirmPassword":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath)) && (err13.keyword in emErrors2)) && (err13.schemaPath.indexOf("#/then") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(6)))){
emPropParams0 = obj0[err13.keyword];
emParamsErrors0 = emErrors2[err13.keyword][err13.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err13);
err13.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err14 = {instancePath,schemaPath:"#/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.then.errorMessage[key2][keyProp0],schema:schema53.then.errorMessage,parentSchema:schema53.then,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
const emErrs2 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs2.push(err15);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
var _valid0 = _errs5 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.password = true;
props0.confirmPassword = true;
props0.backup = true;
props0.encrypt = true;
}
}
if(!valid0){
const err16 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.if,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.backup === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "backup"},message:"must have required property '"+"backup"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.encrypt === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "encrypt"},message:"must have required property '"+"encrypt"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key3 in data){
if(!((((key3 === "backup") || (key3 === "encrypt")) || (key3 === "password")) || (key3 === "confirmPassword"))){
const err19 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.backup !== undefined){
let data4 = data.backup;
if(typeof data4 !== "boolean"){
const err20 = {instancePath:instancePath+"/backup",schemaPath:"#/properties/backup/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.properties.backup.type,parentSchema:schema53.properties.backup,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.encrypt !== undefined){
let data5 = data.encrypt;
if(typeof data5 !== "boolean"){
const err21 = {instancePath:instancePath+"/encrypt",schemaPath:"#/properties/encrypt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.properties.encrypt.type,parentSchema:schema53.properties.encrypt,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.password !== undefined){
let data6 = data.password;
if(typeof data6 === "string"){
if(func1(data6) > 63){
const err22 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.password,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.password.type,parentSchema:schema53.properties.password,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"maxLength":[]};
const templates3 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/password")) && (err24.keyword in emErrors3)) && (err24.schemaPath.indexOf("#/properties/password") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(21)))){
emErrors3[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err25 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema53.properties.password.errorMessage[key4],schema:schema53.properties.password.errorMessage,parentSchema:schema53.properties.password,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrs3 = [];
for(const err26 of vErrors){
if(!err26.emUsed){
emErrs3.push(err26);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.confirmPassword !== undefined){
let data7 = data.confirmPassword;
const vSchema0 = data && data.password;
if(vSchema0 !== undefined && (!func0(data7, vSchema0))){
const err27 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/const",keyword:"const",params:{allowedValue: vSchema0},message:"must be equal to constant",schema:schema53.properties.confirmPassword.const,parentSchema:schema53.properties.confirmPassword,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data7 === "string"){
if(func1(data7) > 63){
const err28 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.confirmPassword,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.confirmPassword.type,parentSchema:schema53.properties.confirmPassword,data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[],"const":[]};
const templates4 = {};
for(const err30 of vErrors){
if((((((err30.keyword !== "errorMessage") && (!err30.emUsed)) && (err30.instancePath === instancePath+"/confirmPassword")) && (err30.keyword in emErrors4)) && (err30.schemaPath.indexOf("#/properties/confirmPassword") === 0)) && (/^\/[^\/]*$/.test(err30.schemaPath.slice(28)))){
emErrors4[err30.keyword].push(err30);
err30.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err31 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema53.properties.confirmPassword.errorMessage[key5],schema:schema53.properties.confirmPassword.errorMessage,parentSchema:schema53.properties.confirmPassword,data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
const emErrs4 = [];
for(const err32 of vErrors){
if(!err32.emUsed){
emErrs4.push(err32);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["7fa9c416"] = validate25;
const schema54 = {"required":["backup","encrypt"],"properties":{"backup":{"const":true},"encrypt":{"const":true}},"$id":"7fa9c416"};

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
if(data.backup === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "backup"},message:"must have required property '"+"backup"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.encrypt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "encrypt"},message:"must have required property '"+"encrypt"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.backup !== undefined){
let data0 = data.backup;
if(true !== data0){
const err2 = {instancePath:instancePath+"/backup",schemaPath:"#/properties/backup/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema54.properties.backup,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.encrypt !== undefined){
let data1 = data.encrypt;
if(true !== data1){
const err3 = {instancePath:instancePath+"/encrypt",schemaPath:"#/properties/encrypt/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema54.properties.encrypt,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"backup":true,"encrypt":true},"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
