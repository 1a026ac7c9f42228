// generated from specs/forms/obj-arrp-profile.schema.json and obj-arrp-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-3aacd271"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"selection-period":{"type":"integer","title":"Selection Period (s)","minimum":0,"maximum":65535,"errorMessage":{"minimum":"Selection Period (s) must be between 0 and 65535.","maximum":"Selection Period (s) must be between 0 and 65535.","type":"Selection Period (s) must be a whole number."},"default":3600},"monitor-period":{"type":"integer","title":"Monitor Period (s)","minimum":0,"maximum":65535,"errorMessage":{"minimum":"Monitor Period (s) must be between 0 and 65535.","maximum":"Monitor Period (s) must be between 0 and 65535.","type":"Monitor Period (s) must be a whole number."},"default":300},"weight-channel-load":{"type":"integer","title":"Channel Load Weight","minimum":0,"maximum":2000,"errorMessage":{"minimum":"Channel Load Weight must be between 0 and 2000.","maximum":"Channel Load Weight must be between 0 and 2000.","type":"Channel Load Weight must be a whole number."},"default":20},"threshold-rx-errors":{"type":"integer","title":"RX Error Threshold (%)","minimum":0,"maximum":100,"errorMessage":{"minimum":"RX Error Threshold (%) must be between 0 and 100.","maximum":"RX Error Threshold (%) must be between 0 and 100.","type":"RX Error Threshold (%) must be a whole number."},"default":50},"include-dfs-channel":{"type":"string","title":"DFS Channels","oneOf":[{"const":"yes","title":"Include"},{"const":"no","title":"Exclude"}],"default":"yes"},"comment":{"type":"string","title":"Comments","maxLength":255,"errorMessage":{"maxLength":"Comments cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required."}},"$id":"-3aacd271"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/name")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(17)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data["selection-period"] !== undefined){
let data1 = data["selection-period"];
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err8 = {instancePath:instancePath+"/selection-period",schemaPath:"#/properties/selection-period/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["selection-period"].type,parentSchema:schema53.properties["selection-period"],data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 65535 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/selection-period",schemaPath:"#/properties/selection-period/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema53.properties["selection-period"],data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/selection-period",schemaPath:"#/properties/selection-period/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["selection-period"],data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/selection-period")) && (err11.keyword in emErrors1)) && (err11.schemaPath.indexOf("#/properties/selection-period") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(29)))){
emErrors1[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err12 = {instancePath:instancePath+"/selection-period",schemaPath:"#/properties/selection-period/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties["selection-period"].errorMessage[key1],schema:schema53.properties["selection-period"].errorMessage,parentSchema:schema53.properties["selection-period"],data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs1 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs1.push(err13);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["monitor-period"] !== undefined){
let data2 = data["monitor-period"];
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err14 = {instancePath:instancePath+"/monitor-period",schemaPath:"#/properties/monitor-period/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["monitor-period"].type,parentSchema:schema53.properties["monitor-period"],data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 65535 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/monitor-period",schemaPath:"#/properties/monitor-period/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema53.properties["monitor-period"],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/monitor-period",schemaPath:"#/properties/monitor-period/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["monitor-period"],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/monitor-period")) && (err17.keyword in emErrors2)) && (err17.schemaPath.indexOf("#/properties/monitor-period") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(27)))){
emErrors2[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err18 = {instancePath:instancePath+"/monitor-period",schemaPath:"#/properties/monitor-period/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["monitor-period"].errorMessage[key2],schema:schema53.properties["monitor-period"].errorMessage,parentSchema:schema53.properties["monitor-period"],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs2 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs2.push(err19);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["weight-channel-load"] !== undefined){
let data3 = data["weight-channel-load"];
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err20 = {instancePath:instancePath+"/weight-channel-load",schemaPath:"#/properties/weight-channel-load/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["weight-channel-load"].type,parentSchema:schema53.properties["weight-channel-load"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 2000 || isNaN(data3)){
const err21 = {instancePath:instancePath+"/weight-channel-load",schemaPath:"#/properties/weight-channel-load/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000",schema:2000,parentSchema:schema53.properties["weight-channel-load"],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err22 = {instancePath:instancePath+"/weight-channel-load",schemaPath:"#/properties/weight-channel-load/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["weight-channel-load"],data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err23 of vErrors){
if((((((err23.keyword !== "errorMessage") && (!err23.emUsed)) && (err23.instancePath === instancePath+"/weight-channel-load")) && (err23.keyword in emErrors3)) && (err23.schemaPath.indexOf("#/properties/weight-channel-load") === 0)) && (/^\/[^\/]*$/.test(err23.schemaPath.slice(32)))){
emErrors3[err23.keyword].push(err23);
err23.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err24 = {instancePath:instancePath+"/weight-channel-load",schemaPath:"#/properties/weight-channel-load/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["weight-channel-load"].errorMessage[key3],schema:schema53.properties["weight-channel-load"].errorMessage,parentSchema:schema53.properties["weight-channel-load"],data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
const emErrs3 = [];
for(const err25 of vErrors){
if(!err25.emUsed){
emErrs3.push(err25);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["threshold-rx-errors"] !== undefined){
let data4 = data["threshold-rx-errors"];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err26 = {instancePath:instancePath+"/threshold-rx-errors",schemaPath:"#/properties/threshold-rx-errors/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["threshold-rx-errors"].type,parentSchema:schema53.properties["threshold-rx-errors"],data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 100 || isNaN(data4)){
const err27 = {instancePath:instancePath+"/threshold-rx-errors",schemaPath:"#/properties/threshold-rx-errors/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema53.properties["threshold-rx-errors"],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err28 = {instancePath:instancePath+"/threshold-rx-errors",schemaPath:"#/properties/threshold-rx-errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["threshold-rx-errors"],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(errors > 0){
const emErrors4 = {"minimum":[],"maximum":[],"type":[]};
const templates4 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/threshold-rx-errors")) && (err29.keyword in emErrors4)) && (err29.schemaPath.indexOf("#/properties/threshold-rx-errors") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(32)))){
emErrors4[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err30 = {instancePath:instancePath+"/threshold-rx-errors",schemaPath:"#/properties/threshold-rx-errors/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties["threshold-rx-errors"].errorMessage[key4],schema:schema53.properties["threshold-rx-errors"].errorMessage,parentSchema:schema53.properties["threshold-rx-errors"],data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
const emErrs4 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs4.push(err31);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data["include-dfs-channel"] !== undefined){
let data5 = data["include-dfs-channel"];
if(typeof data5 !== "string"){
const err32 = {instancePath:instancePath+"/include-dfs-channel",schemaPath:"#/properties/include-dfs-channel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["include-dfs-channel"].type,parentSchema:schema53.properties["include-dfs-channel"],data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const _errs14 = errors;
let valid1 = false;
let passing0 = null;
const _errs15 = errors;
if("yes" !== data5){
const err33 = {instancePath:instancePath+"/include-dfs-channel",schemaPath:"#/properties/include-dfs-channel/oneOf/0/const",keyword:"const",params:{allowedValue: "yes"},message:"must be equal to constant",schema:"yes",parentSchema:schema53.properties["include-dfs-channel"].oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs16 = errors;
if("no" !== data5){
const err34 = {instancePath:instancePath+"/include-dfs-channel",schemaPath:"#/properties/include-dfs-channel/oneOf/1/const",keyword:"const",params:{allowedValue: "no"},message:"must be equal to constant",schema:"no",parentSchema:schema53.properties["include-dfs-channel"].oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs16 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err35 = {instancePath:instancePath+"/include-dfs-channel",schemaPath:"#/properties/include-dfs-channel/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["include-dfs-channel"].oneOf,parentSchema:schema53.properties["include-dfs-channel"],data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.comment !== undefined){
let data6 = data.comment;
if(typeof data6 === "string"){
if(func1(data6) > 255){
const err36 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comment.type,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"maxLength":[]};
const templates5 = {};
for(const err38 of vErrors){
if((((((err38.keyword !== "errorMessage") && (!err38.emUsed)) && (err38.instancePath === instancePath+"/comment")) && (err38.keyword in emErrors5)) && (err38.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err38.schemaPath.slice(20)))){
emErrors5[err38.keyword].push(err38);
err38.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err39 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties.comment.errorMessage[key5],schema:schema53.properties.comment.errorMessage,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
const emErrs5 = [];
for(const err40 of vErrors){
if(!err40.emUsed){
emErrs5.push(err40);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"required":{"name":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err42 of vErrors){
if((((((err42.keyword !== "errorMessage") && (!err42.emUsed)) && (err42.instancePath === instancePath)) && (err42.keyword in emErrors6)) && (err42.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err42.schemaPath.slice(1)))){
emPropParams0 = obj0[err42.keyword];
emParamsErrors0 = emErrors6[err42.keyword][err42.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err42);
err42.emUsed = true;
}
}
}
for(const key6 in emErrors6){
for(const keyProp0 in emErrors6[key6]){
emParamsErrors0 = emErrors6[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key6] && templates6[key6][keyProp0];
const err43 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key6][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
const emErrs6 = [];
for(const err44 of vErrors){
if(!err44.emUsed){
emErrs6.push(err44);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["1dca8f2"] = validate25;
const schema54 = {"const":"yes","title":"Include","$id":"1dca8f2"};

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
if("yes" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "yes"},message:"must be equal to constant",schema:"yes",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-54e43626"] = validate26;
const schema55 = {"const":"no","title":"Exclude","$id":"-54e43626"};

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
if("no" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "no"},message:"must be equal to constant",schema:"no",parentSchema:schema55,data};
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

export const validateFns = exports;
